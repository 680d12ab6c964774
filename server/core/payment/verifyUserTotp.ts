import { releaseAttempts, takeAttempts } from '../auth/attemptLimits';
import type { Db, Queryable } from '../../db/db';
import { openSecret } from '../crypto/secretBox';
import type { UserRow } from '../accounts/userRow';
import { matchTotpStep } from './matchTotpStep';

/** Wrong Google codes per user per 15 minutes before 429: 3 of 10^6 codes are valid at a time. */
const FAILURE_LIMIT = { kind: 'totp_user', limit: 5, windowMs: 15 * 60_000 };

/** The AES-GCM context that binds a sealed TOTP secret to its user. */
export const totpContext = (userId: bigint) => `totp:${userId}`;

/** A Google code that checked out, not yet used up: pass it to useTotpCode in the request's transaction. */
export type TotpMatch = { userId: bigint; step: bigint };

/**
 * Checks a Google (TOTP) code against the user's active or pending secret (±1 step) without using
 * it up. Each check first takes a failure slot (5 per user per 15 minutes, 429 beyond),
 * atomically and committed on its own, and a right code gives it back: however many codes arrive
 * at once, at most 5 wrong ones are checked. A step at or before the last one used is wrong
 * (replay).
 *
 * @returns the match for useTotpCode, or null for a wrong code.
 * @example const google = await checkUserTotp(db, key, user, body.code, 'active', now); if (!google) throw accountErrors.googleCodeInvalid()
 */
export async function checkUserTotp(
  db: Db,
  encryptionKey: Buffer,
  user: UserRow,
  code: string,
  which: 'active' | 'pending',
  now: Date,
): Promise<TotpMatch | null> {
  const slots = await takeAttempts(db, now, [{ subject: String(user.id), ...FAILURE_LIMIT }]);
  const sealed = which === 'active' ? user.totp_secret : user.totp_pending_secret;
  const step = sealed ? matchTotpStep(openSecret(encryptionKey, sealed, totpContext(user.id)), code, now) : null;
  if (step === null || step <= BigInt(user.totp_last_step)) return null;
  await releaseAttempts(db, slots);
  return { userId: user.id, step };
}

/**
 * Uses up a checked code's time step, atomically, so one code never works twice, even in
 * parallel requests: call it inside the transaction that makes the change the code allows.
 *
 * @returns false when the step (or a later one) was used meanwhile.
 */
export async function useTotpCode(q: Queryable, match: TotpMatch): Promise<boolean> {
  const rows = await q.query('UPDATE users SET totp_last_step = $2 WHERE id = $1 AND totp_last_step < $2 RETURNING id', [match.userId, match.step]);
  return rows.length === 1;
}

/**
 * checkUserTotp and useTotpCode at once, for a request whose only change is using the code
 * (verifying before a sensitive action).
 *
 * @returns true when the code was valid and is now used.
 * @example if (!(await verifyUserTotp(db, key, user, body.code, 'active', now))) throw accountErrors.googleCodeInvalid()
 */
export async function verifyUserTotp(db: Db, encryptionKey: Buffer, user: UserRow, code: string, which: 'active' | 'pending', now: Date): Promise<boolean> {
  const match = await checkUserTotp(db, encryptionKey, user, code, which, now);
  return match !== null && (await useTotpCode(db, match));
}
