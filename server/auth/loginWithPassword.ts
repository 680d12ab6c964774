import type { SessionResult } from '../../lib/contract/user';
import type { AccountDeps } from '../accounts/accountDeps';
import { accountErrors } from '../accounts/accountErrors';
import { startSession } from '../accounts/startSession';
import { findUserByPhone } from '../accounts/userRow';
import { consumeCaptcha } from '../captcha/consumeCaptcha';
import { assertUnderLimit, clearAttempts, recordAttempt, takeAttempts } from './attemptLimits';

/** Failed logins allowed per 15 minutes: per account (phone) and per IP. */
export const LOGIN_LIMITS = { perAccount: 5, perIp: 30, windowMs: 15 * 60_000 };

export type LoginInput = { phone: string; password: string; captchaId: string; captcha: string; ip: string };

/**
 * Phone + password + captcha login. The captcha is used up by any attempt. An attempt is counted
 * against the account before the password is checked (so parallel guesses cannot exceed the
 * limit) and forgotten on success; failures also count against the IP. An unknown phone and a
 * wrong password get the same answer after the same work.
 *
 * @example const { token, user } = await loginWithPassword(deps, { ...body, ip: request.ip })
 */
export async function loginWithPassword(deps: AccountDeps, input: LoginInput): Promise<SessionResult> {
  const { db } = deps;
  const now = deps.clock();
  const { windowMs } = LOGIN_LIMITS;
  await assertUnderLimit(db, now, { kind: 'login_ip', subject: input.ip, limit: LOGIN_LIMITS.perIp, windowMs });
  if (!(await consumeCaptcha(db, deps.keys.captchaHmac, input.captchaId, input.captcha, now))) {
    await recordAttempt(db, 'login_ip', input.ip, now);
    throw accountErrors.captchaInvalid();
  }
  await takeAttempts(db, now, [{ kind: 'login_account', subject: input.phone, limit: LOGIN_LIMITS.perAccount, windowMs }]);
  const user = await findUserByPhone(db, input.phone);
  const ok = await deps.hasher.verify(user?.password_hash ?? null, input.password);
  if (!user || !ok) {
    await recordAttempt(db, 'login_ip', input.ip, now);
    throw accountErrors.wrongCredentials();
  }
  await clearAttempts(db, 'login_account', input.phone);
  return startSession(db, user, now);
}
