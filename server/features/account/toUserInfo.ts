import type { UserInfo } from '../../../features/account/contract/user';
import { maskPhone } from '../../core/accounts/maskPhone';
import { securityLevel } from '../../core/accounts/securityLevel';
import type { UserRow } from '../../core/accounts/userRow';

/** The contract's UserInfo of a row: nothing secret, the phone masked. */
export function toUserInfo(user: UserRow): UserInfo {
  return {
    accid: user.accid,
    phoneMasked: user.phone === null ? null : maskPhone(user.phone),
    accountName: user.account_name,
    registeredAt: user.registered_at.toISOString(),
    securityLevel: securityLevel(user),
    kycLevel: Math.min(3, Math.max(0, user.kyc_level)) as UserInfo['kycLevel'],
    hasPassword: user.password_hash !== null,
    payPasswordSet: user.pay_password_hash !== null,
    googleEnabled: user.totp_enabled,
    pinEnabled: user.pin_enabled,
    inviteCode: user.invite_code,
  };
}
