import { CODE_MISSES_MAX, CODE_MISS_WINDOW_MS } from '../../../features/redEnvelope/contract/redEnvelopeRules';
import type { Db, Queryable } from '../../db/db';
import { envelopeErrors } from './envelopeErrors';

/** Whose wrong codes count: the account and the client address, each on its own. */
export const codeSubjects = (userId: bigint, ip: string) => [`user:${userId}`, `ip:${ip}`];

/**
 * Refuses claiming by code while any subject has CODE_MISSES_MAX wrong codes in the last 24
 * hours (codeLocked, with the hours left until its oldest counted miss leaves the window). Links
 * are not affected: a link id is 128 random bits, not guessable.
 *
 * @example await refuseLockedCode(db, now, codeSubjects(userId, request.ip))
 */
export async function refuseLockedCode(q: Queryable, now: Date, subjects: readonly string[]): Promise<void> {
  for (const subject of subjects) {
    const rows = await q.query<{ created_at: Date }>(
      'SELECT created_at FROM envelope_code_misses WHERE subject = $1 AND created_at > $2 ORDER BY created_at DESC LIMIT $3',
      [subject, new Date(now.getTime() - CODE_MISS_WINDOW_MS), CODE_MISSES_MAX],
    );
    if (rows.length >= CODE_MISSES_MAX) {
      const endsAt = rows[rows.length - 1].created_at.getTime() + CODE_MISS_WINDOW_MS;
      const seconds = Math.max(1, Math.ceil((endsAt - now.getTime()) / 1000));
      throw envelopeErrors.codeLocked(Math.ceil(seconds / 3600), seconds);
    }
  }
}

/**
 * Counts one wrong code for each subject, under a transaction-scoped advisory lock per subject
 * (the pattern of core/auth/attemptLimits.ts, whose one-hour window is too short for this), so a burst
 * of parallel guesses is counted one by one: once the limit is reached every further guess is
 * answered codeLocked, right or wrong. Rows older than the window are dropped as it goes.
 *
 * @example await countCodeMiss(db, now, codeSubjects(userId, request.ip))
 */
export async function countCodeMiss(db: Db, now: Date, subjects: readonly string[]): Promise<void> {
  await db.tx(async (q) => {
    for (const subject of [...subjects].sort()) await q.query('SELECT pg_advisory_xact_lock(hashtext($1))', [`envelopeCode:${subject}`]);
    await refuseLockedCode(q, now, subjects);
    for (const subject of subjects) {
      await q.query('DELETE FROM envelope_code_misses WHERE subject = $1 AND created_at <= $2', [subject, new Date(now.getTime() - CODE_MISS_WINDOW_MS)]);
      await q.query('INSERT INTO envelope_code_misses (subject, created_at) VALUES ($1, $2)', [subject, now]);
    }
  });
}
