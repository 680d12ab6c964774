import { clearAttempts } from '../../core/auth/attemptLimits';
import { revokeUserSessions } from '../../core/auth/revokeSessions';
import { checkSmsCode, useSmsCode } from '../../core/sms/checkSmsCode';
import type { AccountDeps } from '../../core/accounts/accountDeps';
import { accountErrors } from '../../core/accounts/accountErrors';
import { findUserByPhone } from '../../core/accounts/userRow';

/**
 * Forgot password: a new login password by SMS code. Every session of the account ends (whoever
 * knew the old password is logged out), and its failed-login count is cleared. The guess is
 * counted on its own; using the code up and the changes happen in one transaction.
 *
 * @example await resetPassword(deps, { phone, code, password })
 */
export async function resetPassword(deps: AccountDeps, input: { phone: string; code: string; password: string }): Promise<void> {
  const { db } = deps;
  const now = deps.clock();
  const smsCode = await checkSmsCode(db, deps.keys.smsCodeHmac, { phone: input.phone, purpose: 'resetPassword', code: input.code, now });
  const user = smsCode !== null ? await findUserByPhone(db, input.phone) : null;
  if (smsCode === null || !user) throw accountErrors.codeInvalid();
  const passwordHash = await deps.hasher.hash(input.password);
  await db.tx(async (q) => {
    if (!(await useSmsCode(q, smsCode, now))) throw accountErrors.codeInvalid();
    await q.query('UPDATE users SET password_hash = $2 WHERE id = $1', [user.id, passwordHash]);
    await revokeUserSessions(q, user.id, now);
    await clearAttempts(q, 'login_account', input.phone);
  });
}
