import type { Queryable } from '../../db/db';

/**
 * Deletes the rate-limit events (auth_attempts) of every kind and subject older than
 * `olderThanMs`: rows no limit counts any more, e.g. of an IP that never came back. takeAttempts
 * calls it now and then with MAX_ATTEMPT_WINDOW_MS.
 *
 * @returns how many rows it deleted.
 * @example await pruneAttempts(db, new Date(), MAX_ATTEMPT_WINDOW_MS)
 */
export async function pruneAttempts(q: Queryable, now: Date, olderThanMs: number): Promise<number> {
  const [{ n }] = await q.query<{ n: number }>(
    'WITH gone AS (DELETE FROM auth_attempts WHERE created_at <= $1 RETURNING 1) SELECT count(*)::int AS n FROM gone',
    [new Date(now.getTime() - olderThanMs)],
  );
  return n;
}
