import type { SessionResult } from '../../../features/account/contract/user';
import type { AccountDeps } from '../../core/accounts/accountDeps';
import { accountErrors } from '../../core/accounts/accountErrors';
import { startSession } from './startSession';
import { findUserByPhone } from '../../core/accounts/userRow';
import { consumeCaptcha } from '../../core/captcha/consumeCaptcha';
import { clearAttempts, releaseAttempts, takeAttempts } from '../../core/auth/attemptLimits';

/** Failed logins allowed per 15 minutes: per account (phone) and per IP. */
export const LOGIN_LIMITS = { perAccount: 5, perIp: 30, windowMs: 15 * 60_000 };

export type LoginInput = { phone: string; password: string; captchaId: string; captcha: string; ip: string };

/**
 * Phone + password + captcha login. The captcha is used up by any attempt. An attempt is counted
 * against the IP before the captcha is checked and against the account before the password is
 * (so parallel guesses cannot exceed either limit). A success gives the IP's slot back and forgets
 * the account's failures; a request the account's limit refuses gives the IP's slot back too (it
 * checked nothing). A wrong captcha counts against the IP, wrong credentials against both. An
 * unknown phone and a wrong password get the same answer after the same work.
 *
 * @example const { token, user } = await loginWithPassword(deps, { ...body, ip: request.ip })
 */
export async function loginWithPassword(deps: AccountDeps, input: LoginInput): Promise<SessionResult> {
  const { db } = deps;
  const now = deps.clock();
  const { windowMs } = LOGIN_LIMITS;
  const ipSlots = await takeAttempts(db, now, [{ kind: 'login_ip', subject: input.ip, limit: LOGIN_LIMITS.perIp, windowMs }]);
  if (!(await consumeCaptcha(db, deps.keys.captchaHmac, input.captchaId, input.captcha, now))) throw accountErrors.captchaInvalid();
  try {
    await takeAttempts(db, now, [{ kind: 'login_account', subject: input.phone, limit: LOGIN_LIMITS.perAccount, windowMs }]);
  } catch (error) {
    await releaseAttempts(db, ipSlots);
    throw error;
  }
  const user = await findUserByPhone(db, input.phone);
  const ok = await deps.hasher.verify(user?.password_hash ?? null, input.password);
  if (!user || !ok) throw accountErrors.wrongCredentials();
  return db.tx(async (q) => {
    await releaseAttempts(q, ipSlots);
    await clearAttempts(q, 'login_account', input.phone);
    return startSession(q, user, now);
  });
}
