import type { Db, Queryable } from '../db/db';
import { tooManyRequests } from '../http/appError';

/** At most `limit` events of `kind` for `subject` (a phone, an IP, a user id) per `windowMs`. */
export type AttemptLimit = { kind: string; subject: string; limit: number; windowMs: number };

/**
 * Checks every limit and, if none is reached, records one event for each, atomically: each
 * (kind, subject) is serialised by a transaction-scoped advisory lock, so parallel requests cannot
 * slip past a limit together. A reached limit throws 429 (errors.rateLimited) with
 * `retryAfterSeconds`, and nothing is recorded. `precheck` runs under the same locks first (e.g. a
 * resend interval) and may throw to refuse.
 *
 * @example await takeAttempts(db, now, [{ kind: 'sms_phone', subject: phone, limit: 5, windowMs: HOUR }])
 */
export async function takeAttempts(
  db: Db,
  now: Date,
  limits: readonly AttemptLimit[],
  precheck?: (q: Queryable) => Promise<void>,
): Promise<void> {
  await db.tx(async (q) => {
    const ordered = [...limits].sort((a, b) => lockKey(a).localeCompare(lockKey(b)));
    for (const limit of ordered) await q.query('SELECT pg_advisory_xact_lock(hashtext($1))', [lockKey(limit)]);
    await precheck?.(q);
    for (const limit of limits) await assertUnderLimit(q, now, limit);
    for (const limit of limits) {
      await q.query('DELETE FROM auth_attempts WHERE kind = $1 AND subject = $2 AND created_at <= $3', [
        limit.kind,
        limit.subject,
        new Date(now.getTime() - limit.windowMs),
      ]);
      await recordAttempt(q, limit.kind, limit.subject, now);
    }
  });
}

/** Throws 429 when `limit` is reached, without recording anything. */
export async function assertUnderLimit(q: Queryable, now: Date, limit: AttemptLimit): Promise<void> {
  const since = new Date(now.getTime() - limit.windowMs);
  const [row] = await q.query<{ n: number; oldest: Date | null }>(
    'SELECT count(*)::int AS n, min(created_at) AS oldest FROM auth_attempts WHERE kind = $1 AND subject = $2 AND created_at > $3',
    [limit.kind, limit.subject, since],
  );
  if (row.n >= limit.limit) {
    const endsAt = (row.oldest ?? now).getTime() + limit.windowMs;
    throw tooManyRequests(Math.max(1, Math.ceil((endsAt - now.getTime()) / 1000)));
  }
}

/** Records one event without checking (e.g. a failure counted against an IP). */
export async function recordAttempt(q: Queryable, kind: string, subject: string, now: Date): Promise<void> {
  await q.query('INSERT INTO auth_attempts (kind, subject, created_at) VALUES ($1, $2, $3)', [kind, subject, now]);
}

/** Forgets the events of a subject, e.g. an account's failed logins once it logs in. */
export async function clearAttempts(q: Queryable, kind: string, subject: string): Promise<void> {
  await q.query('DELETE FROM auth_attempts WHERE kind = $1 AND subject = $2', [kind, subject]);
}

function lockKey(limit: AttemptLimit): string {
  return `${limit.kind}:${limit.subject}`;
}
