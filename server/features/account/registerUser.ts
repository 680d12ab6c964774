import type { SessionResult } from '../../../features/account/contract/user';
import { checkSmsCode, useSmsCode } from '../../core/sms/checkSmsCode';
import type { AccountDeps } from '../../core/accounts/accountDeps';
import { accountErrors } from '../../core/accounts/accountErrors';
import { createUser } from './createUser';
import { startSession } from './startSession';
import { findUserByPhone } from '../../core/accounts/userRow';

/**
 * Registers a phone-number account and logs it in. The cheap refusals (phone taken, unknown
 * invite code) come before the SMS code is checked, so a typo costs neither a guess nor the code.
 *
 * @example await registerUser(deps, { phone, code, password, inviteCode: 'K7M2QX9A' })
 */
export async function registerUser(
  deps: AccountDeps,
  input: { phone: string; code: string; password: string; inviteCode?: string },
): Promise<SessionResult> {
  const { db } = deps;
  const now = deps.clock();
  if (await findUserByPhone(db, input.phone)) throw accountErrors.phoneTaken();
  let inviterId: bigint | null = null;
  if (input.inviteCode) {
    const [inviter] = await db.query<{ id: bigint }>('SELECT id FROM users WHERE invite_code = $1', [input.inviteCode.toUpperCase()]);
    if (!inviter) throw accountErrors.inviteCodeUnknown();
    inviterId = inviter.id;
  }
  const smsCode = await checkSmsCode(db, deps.keys.smsCodeHmac, { phone: input.phone, purpose: 'register', code: input.code, now });
  if (smsCode === null) throw accountErrors.codeInvalid();
  const passwordHash = await deps.hasher.hash(input.password);
  // The code is spent exactly when the account exists: a failure leaves it usable.
  return db.tx(async (q) => {
    if (!(await useSmsCode(q, smsCode, now))) throw accountErrors.codeInvalid();
    const user = await createUser(q, { phone: input.phone, passwordHash, inviterId, registeredAt: now });
    return startSession(q, user, now);
  });
}
