import type { AccountDeps } from '../accounts/accountDeps';
import { accountErrors } from '../accounts/accountErrors';
import { findUserById, type UserRow } from '../accounts/userRow';
import type { AppError } from '../../http/appError';

/** 5 wrong entries in a row lock the pay password for 30 minutes. */
export const PAY_PASSWORD_MAX_FAILURES = 5;
export const PAY_PASSWORD_LOCK_MS = 30 * 60_000;

/** Minutes (rounded up) until a lock ends. */
export const minutesLeft = (until: Date, now: Date) => Math.max(1, Math.ceil((until.getTime() - now.getTime()) / 60_000));

/**
 * Checks the user's pay password. Wrong → payPasswordWrong with attemptsLeft; the 5th wrong entry
 * in a row locks it for 30 minutes (payPasswordLocked with minutes); a right entry resets the
 * count.
 *
 * The hash is verified outside any transaction (argon2 takes tens of milliseconds, and PGlite
 * runs one transaction at a time); the outcome is then settled with the row locked, so parallel
 * guesses are counted one by one and a guess that settles after the lock was reached is answered
 * "locked" whatever it was: a burst of guesses learns no more than five answers.
 *
 * @example const user = await checkPayPassword(deps, session.userId, body.payPassword)
 */
export async function checkPayPassword(deps: AccountDeps, userId: bigint, payPassword: string): Promise<UserRow> {
  const now = deps.clock();
  const before = await findUserById(deps.db, userId);
  if (!before) throw new Error(`session user ${userId} has no row`);
  const early = refusal(before, now);
  if (early) throw early;
  let hash = before.pay_password_hash as string;
  let right = await deps.hasher.verify(hash, payPassword);
  // The failure count must be committed even though the request fails, so the error is thrown
  // after the transaction, not inside it.
  const outcome = await deps.db.tx(async (q): Promise<UserRow | AppError> => {
    const user = await findUserById(q, userId, true);
    if (!user) throw new Error(`session user ${userId} has no row`);
    const refused = refusal(user, now);
    if (refused) return refused;
    // Changed meanwhile (set or reset in parallel): check against the hash that is there now.
    if (user.pay_password_hash !== hash) {
      hash = user.pay_password_hash as string;
      right = await deps.hasher.verify(hash, payPassword);
    }
    if (right) {
      if (user.pay_password_failures > 0 || user.pay_password_locked_until) {
        await q.query('UPDATE users SET pay_password_failures = 0, pay_password_locked_until = NULL WHERE id = $1', [userId]);
      }
      return user;
    }
    const failures = user.pay_password_failures + 1;
    if (failures >= PAY_PASSWORD_MAX_FAILURES) {
      const until = new Date(now.getTime() + PAY_PASSWORD_LOCK_MS);
      await q.query('UPDATE users SET pay_password_failures = 0, pay_password_locked_until = $2 WHERE id = $1', [userId, until]);
      return accountErrors.payPasswordLocked(minutesLeft(until, now));
    }
    await q.query('UPDATE users SET pay_password_failures = $2, pay_password_locked_until = NULL WHERE id = $1', [userId, failures]);
    return accountErrors.payPasswordWrong(PAY_PASSWORD_MAX_FAILURES - failures);
  });
  if (outcome instanceof Error) throw outcome;
  return outcome;
}

/** Why the pay password cannot be checked at all: none set, or locked. */
function refusal(user: UserRow, now: Date): AppError | null {
  if (user.pay_password_hash === null) return accountErrors.payPasswordNotSet();
  if (user.pay_password_locked_until && user.pay_password_locked_until > now) {
    return accountErrors.payPasswordLocked(minutesLeft(user.pay_password_locked_until, now));
  }
  return null;
}
