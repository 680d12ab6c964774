import { releaseAttempts, takeAttempts } from '../auth/attemptLimits';
import type { Db } from '../db/db';
import { openSecret } from '../security/secretBox';
import type { UserRow } from '../accounts/userRow';
import { matchTotpStep } from './matchTotpStep';

/** Wrong Google codes per user per 15 minutes before 429: 3 of 10^6 codes are valid at a time. */
const FAILURE_LIMIT = { limit: 5, windowMs: 15 * 60_000 };

/** The AES-GCM context that binds a sealed TOTP secret to its user. */
export const totpContext = (userId: bigint) => `totp:${userId}`;

/**
 * Checks a Google (TOTP) code against the user's active or pending secret (±1 step) and uses up
 * its time step: a step at or before `totp_last_step` is refused (replay), and the step is
 * recorded atomically, so one code can never work twice, even in parallel requests.
 *
 * Each check first takes a failure slot (5 per user per 15 minutes, 429 beyond), atomically, and a
 * right code gives it back: however many codes arrive at once, at most 5 wrong ones are checked.
 *
 * @returns true when the code was valid and is now used.
 * @example if (!(await verifyUserTotp(db, key, user, body.code, 'active', now))) throw accountErrors.googleCodeInvalid()
 */
export async function verifyUserTotp(
  db: Db,
  encryptionKey: Buffer,
  user: UserRow,
  code: string,
  which: 'active' | 'pending',
  now: Date,
): Promise<boolean> {
  const limit = { kind: 'totp_user', subject: String(user.id), ...FAILURE_LIMIT };
  const slots = await takeAttempts(db, now, [limit]);
  const sealed = which === 'active' ? user.totp_secret : user.totp_pending_secret;
  const step = sealed ? matchTotpStep(openSecret(encryptionKey, sealed, totpContext(user.id)), code, now) : null;
  const used =
    step !== null &&
    (await db.query('UPDATE users SET totp_last_step = $2 WHERE id = $1 AND totp_last_step < $2 RETURNING id', [user.id, step])).length === 1;
  if (used) await releaseAttempts(db, slots);
  return used;
}
