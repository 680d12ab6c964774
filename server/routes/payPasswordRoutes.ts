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
} from '../../lib/contract/user';
import type { AccountDeps } from '../accounts/accountDeps';
import { accountErrors } from '../accounts/accountErrors';
import { loadUser } from '../accounts/loadUser';
import type { UserRow } from '../accounts/userRow';
import { verifyUserTotp } from '../google/verifyUserTotp';
import { apiRoute } from '../http/apiRoute';
import { addSecurityNotice } from '../notices/addNotice';
import { checkPayPassword } from '../payPassword/checkPayPassword';
import { consumeSmsCode } from '../sms/consumeSmsCode';

/**
 * The pay password (SPEC §4, §5): 6 digits; set once, then changed with the old one or reset by
 * SMS code; never turned off. With Google verification on, set/change/reset also need a Google
 * code. Setting it raises the security level to 2.
 */
export function registerPayPasswordRoutes(app: FastifyInstance, deps: AccountDeps): void {
  const { db } = deps;

  /** With Google on, a valid unused code is required (googleRequired / googleCodeInvalid). */
  const requireGoogle = async (user: UserRow, code: string | undefined) => {
    if (!user.totp_enabled) return;
    if (!code) throw accountErrors.googleRequired();
    if (!(await verifyUserTotp(db, deps.keys.totpEncryption, user, code, 'active', deps.clock()))) throw accountErrors.googleCodeInvalid();
  };

  /** Stores a new pay password and clears any lockout. */
  const storePayPassword = async (userId: bigint, payPassword: string, onlyIfUnset = false): Promise<boolean> => {
    const hash = await deps.hasher.hash(payPassword);
    const rows = await db.query(
      `UPDATE users SET pay_password_hash = $2, pay_password_failures = 0, pay_password_locked_until = NULL
        WHERE id = $1${onlyIfUnset ? ' AND pay_password_hash IS NULL' : ''} RETURNING id`,
      [userId, hash],
    );
    return rows.length === 1;
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
      await requireGoogle(user, body.googleCode);
      if (!(await storePayPassword(user.id, body.payPassword, true))) throw accountErrors.payPasswordAlreadySet();
      await addSecurityNotice(db, user.id, 'payPasswordSet', deps.clock());
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
      await requireGoogle(user, body.googleCode);
      await storePayPassword(userId, body.payPassword);
      await addSecurityNotice(db, userId, 'payPasswordChanged', deps.clock());
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
      await requireGoogle(user, body.googleCode);
      const codeOk = await consumeSmsCode(db, deps.keys.smsCodeHmac, {
        phone: user.phone,
        purpose: 'resetPayPassword',
        code: body.code,
        now: deps.clock(),
      });
      if (!codeOk) throw accountErrors.codeInvalid();
      await storePayPassword(user.id, body.payPassword);
      await addSecurityNotice(db, user.id, 'payPasswordReset', deps.clock());
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
