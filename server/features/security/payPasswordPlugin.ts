import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import {
  type PayPasswordCheck,
  USER_PATHS,
  payPasswordChangeRequest,
  payPasswordCheck,
  payPasswordCheckRequest,
  payPasswordResetRequest,
  payPasswordSetRequest,
} from '../../../features/account/contract/user';
import type { SecurityChange } from '../../../features/cloudWallet/contract/walletRules';
import type { FeatureDeps } from '../../core/featurePlugin';
import { accountErrors } from '../../core/accounts/accountErrors';
import { loadUser } from '../../core/accounts/loadUser';
import type { UserRow } from '../../core/accounts/userRow';
import { type TotpMatch, checkUserTotp, useTotpCode } from '../../core/payment/verifyUserTotp';
import { apiRoute } from '../../http/apiRoute';
import { addSecurityNotice } from '../../core/notices/addNotice';
import { checkPayPassword } from '../../core/payment/checkPayPassword';
import { checkSmsCode, useSmsCode } from '../../core/sms/checkSmsCode';

/**
 * The pay password (SPEC §4, §5): 6 digits; set once, then changed with the old one or reset by
 * SMS code; never turned off. With Google verification on, set/change/reset also need a Google
 * code. Setting it raises the security level to 2.
 */
export async function payPasswordPlugin(app: FastifyInstance, deps: FeatureDeps): Promise<void> {
  const { db } = deps;

  /** With Google on, a valid unused code is required (googleRequired / googleCodeInvalid); storePayPassword uses it up. */
  const checkGoogle = async (user: UserRow, code: string | undefined): Promise<TotpMatch | null> => {
    if (!user.totp_enabled) return null;
    if (!code) throw accountErrors.googleRequired();
    const google = await checkUserTotp(db, deps.keys.totpEncryption, user, code, 'active', deps.clock());
    if (!google) throw accountErrors.googleCodeInvalid();
    return google;
  };

  /**
   * Stores a new pay password, clears any lockout and adds the notice, in one transaction that also
   * uses up the codes that allowed it: all of it happens, or none of it.
   */
  const storePayPassword = async (
    userId: bigint,
    payPassword: string,
    change: SecurityChange,
    allowedBy: { google: TotpMatch | null; smsCode?: bigint; onlyIfUnset?: boolean },
  ): Promise<void> => {
    const hash = await deps.hasher.hash(payPassword);
    const now = deps.clock();
    await db.tx(async (q) => {
      if (allowedBy.google && !(await useTotpCode(q, allowedBy.google))) throw accountErrors.googleCodeInvalid();
      if (allowedBy.smsCode !== undefined && !(await useSmsCode(q, allowedBy.smsCode, now))) throw accountErrors.codeInvalid();
      const rows = await q.query(
        `UPDATE users SET pay_password_hash = $2, pay_password_failures = 0, pay_password_locked_until = NULL
          WHERE id = $1${allowedBy.onlyIfUnset ? ' AND pay_password_hash IS NULL' : ''} RETURNING id`,
        [userId, hash],
      );
      if (rows.length !== 1) throw accountErrors.payPasswordAlreadySet();
      await addSecurityNotice(q, userId, change, now);
    });
  };

  apiRoute(app, {
    method: 'POST',
    url: USER_PATHS.payPasswordSet,
    tag: 'payPassword',
    summary: 'Sets the pay password (once; raises the security level to 2)',
    auth: 'user',
    body: payPasswordSetRequest,
    response: z.null(),
    handler: async ({ body, session }): Promise<null> => {
      const user = await loadUser(db, session.userId);
      if (user.pay_password_hash !== null) throw accountErrors.payPasswordAlreadySet();
      const google = await checkGoogle(user, body.googleCode);
      await storePayPassword(user.id, body.payPassword, 'payPasswordSet', { google, onlyIfUnset: true });
      return null;
    },
  });

  apiRoute(app, {
    method: 'POST',
    url: USER_PATHS.payPasswordChange,
    tag: 'payPassword',
    summary: 'Changes the pay password with the old one',
    auth: 'user',
    body: payPasswordChangeRequest,
    response: z.null(),
    handler: async ({ body, session: { userId } }): Promise<null> => {
      const user = await checkPayPassword(deps, userId, body.oldPayPassword);
      const google = await checkGoogle(user, body.googleCode);
      await storePayPassword(userId, body.payPassword, 'payPasswordChanged', { google });
      return null;
    },
  });

  apiRoute(app, {
    method: 'POST',
    url: USER_PATHS.payPasswordReset,
    tag: 'payPassword',
    summary: "Resets the pay password with an SMS code sent to the account's phone (purpose resetPayPassword)",
    auth: 'user',
    body: payPasswordResetRequest,
    response: z.null(),
    handler: async ({ body, session }): Promise<null> => {
      const user = await loadUser(db, session.userId);
      if (user.pay_password_hash === null) throw accountErrors.payPasswordNotSet();
      if (user.phone === null) throw accountErrors.phoneUnknown();
      const google = await checkGoogle(user, body.googleCode);
      const smsCode = await checkSmsCode(db, deps.keys.smsCodeHmac, {
        phone: user.phone,
        purpose: 'resetPayPassword',
        code: body.code,
        now: deps.clock(),
      });
      if (smsCode === null) throw accountErrors.codeInvalid();
      await storePayPassword(user.id, body.payPassword, 'payPasswordReset', { google, smsCode });
      return null;
    },
  });

  apiRoute(app, {
    method: 'POST',
    url: USER_PATHS.payPasswordCheck,
    tag: 'payPassword',
    summary: 'Checks the pay password (wrong ones count toward a lockout)',
    auth: 'user',
    body: payPasswordCheckRequest,
    response: payPasswordCheck,
    handler: async ({ body, session }): Promise<PayPasswordCheck> => {
      await checkPayPassword(deps, session.userId, body.payPassword);
      return { valid: true };
    },
  });
}
