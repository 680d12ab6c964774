import type { Db, Queryable } from '../../db/db';
import { type AppError, tooManyRequests } from '../../http/appError';
import { pruneAttempts } from './pruneAttempts';

/**
 * At most `limit` events of `kind` for `subject` (a phone, an IP, a user id) per `windowMs`.
 * `refuse` makes the error of a reached limit (default: 429 errors.rateLimited), for a limit whose
 * user should be told something else (e.g. "text messages are paused").
 */
export type AttemptLimit = {
  kind: string;
  subject: string;
  limit: number;
  windowMs: number;
  refuse?: (retryAfterSeconds: number) => AppError;
};

/**
 * The longest window a limit may have. Rows older than this count for no limit, so takeAttempts
 * prunes them (of every kind and subject) now and then; a longer window is refused.
 */
export const MAX_ATTEMPT_WINDOW_MS = 60 * 60_000;

/** How often takeAttempts also prunes every expired row, per database. */
export const PRUNE_EVERY_MS = 10 * 60_000;

/**
 * Checks every limit and, if none is reached, records one event for each, atomically: each
 * (kind, subject) is serialised by a transaction-scoped advisory lock, so parallel requests cannot
 * slip past a limit together. A reached limit throws 429 (errors.rateLimited, or the limit's
 * `refuse`) with `retryAfterSeconds`, and nothing is recorded. `precheck` runs under the same locks
 * once every limit has room, before anything is recorded (e.g. a resend interval, a captcha that
 * is required), and may throw to refuse: nothing is recorded then either.
 *
 * Take the attempt before checking what it guards (a code, a password): the slot is then held
 * while the check runs. A check that should not count (a right code) gives it back with
 * releaseAttempts.
 *
 * Once every PRUNE_EVERY_MS (per database, by `now`) it also deletes every row older than
 * MAX_ATTEMPT_WINDOW_MS, of any kind and subject (pruneAttempts).
 *
 * @returns the ids of the recorded events, one per limit, for releaseAttempts.
 * @example const [slot] = await takeAttempts(db, now, [{ kind: 'totp_user', subject: String(userId), limit: 5, windowMs: 15 * MINUTE }])
 */
export async function takeAttempts(
  db: Db,
  now: Date,
  limits: readonly AttemptLimit[],
  precheck?: (q: Queryable) => Promise<void>,
): Promise<bigint[]> {
  await pruneNowAndThen(db, now, limits);
  return db.tx(async (q) => {
    await lock(q, limits);
    await checkLimits(q, now, limits);
    await precheck?.(q);
    return record(q, now, limits);
  });
}

/**
 * takeAttempts for one limit that counts each `key` once per window: a key already counted (e.g. a
 * recipient looked up before) is free, a new one takes a slot. So the limit is on distinct keys:
 * probing many phone numbers is limited, sending often to the same few people is not.
 *
 * @example await takeAttemptPerKey(db, now, { kind: 'recipient_lookup', subject: String(userId), limit: 30, windowMs: HOUR }, to)
 */
export async function takeAttemptPerKey(db: Db, now: Date, limit: AttemptLimit, key: string): Promise<void> {
  await pruneNowAndThen(db, now, [limit]);
  // A marker row per (subject, key), in the same table, so it expires and is pruned like the counted row.
  const marker = { kind: `${limit.kind}_key`, subject: `${limit.subject}:${key}`, limit: 1, windowMs: limit.windowMs };
  await db.tx(async (q) => {
    await lock(q, [limit]);
    if ((await countSince(q, now, marker)).n > 0) return;
    await checkLimits(q, now, [limit, marker]);
    await record(q, now, [limit, marker]);
  });
}

/** Gives back events taken by takeAttempts, e.g. the slot of a code that turned out right. */
export async function releaseAttempts(q: Queryable, ids: readonly bigint[]): Promise<void> {
  if (ids.length > 0) await q.query('DELETE FROM auth_attempts WHERE id = ANY($1::bigint[])', [ids.map(String)]);
}

/** Forgets the events of a subject, e.g. an account's failed logins once it logs in. */
export async function clearAttempts(q: Queryable, kind: string, subject: string): Promise<void> {
  await q.query('DELETE FROM auth_attempts WHERE kind = $1 AND subject = $2', [kind, subject]);
}

/**
 * How many events of `limit`'s kind and subject fall in its window now. Exact inside a takeAttempts
 * precheck (under the locks); elsewhere a snapshot.
 */
export async function countAttempts(q: Queryable, now: Date, limit: AttemptLimit): Promise<number> {
  return (await countSince(q, now, limit)).n;
}

function lockKey(limit: Pick<AttemptLimit, 'kind' | 'subject'>): string {
  return `${limit.kind}:${limit.subject}`;
}

/** Takes the advisory locks of `limits` in one global order, so two requests cannot deadlock. */
async function lock(q: Queryable, limits: readonly AttemptLimit[]): Promise<void> {
  const ordered = [...limits].sort((a, b) => lockKey(a).localeCompare(lockKey(b)));
  for (const limit of ordered) await q.query('SELECT pg_advisory_xact_lock(hashtext($1))', [lockKey(limit)]);
}

/** Under the locks: 429 (or the limit's own refusal) if any limit is reached. */
async function checkLimits(q: Queryable, now: Date, limits: readonly AttemptLimit[]): Promise<void> {
  for (const limit of limits) {
    const { n, oldest } = await countSince(q, now, limit);
    if (n >= limit.limit) {
      const endsAt = (oldest ?? now).getTime() + limit.windowMs;
      const retryAfterSeconds = Math.max(1, Math.ceil((endsAt - now.getTime()) / 1000));
      throw (limit.refuse ?? tooManyRequests)(retryAfterSeconds);
    }
  }
}

/** Under the locks, once checkLimits passed: drops each subject's expired rows and records one event each. */
async function record(q: Queryable, now: Date, limits: readonly AttemptLimit[]): Promise<bigint[]> {
  const ids: bigint[] = [];
  for (const limit of limits) {
    await q.query('DELETE FROM auth_attempts WHERE kind = $1 AND subject = $2 AND created_at <= $3', [
      limit.kind,
      limit.subject,
      new Date(now.getTime() - limit.windowMs),
    ]);
    const [row] = await q.query<{ id: bigint }>('INSERT INTO auth_attempts (kind, subject, created_at) VALUES ($1, $2, $3) RETURNING id', [
      limit.kind,
      limit.subject,
      now,
    ]);
    ids.push(row.id);
  }
  return ids;
}

async function countSince(q: Queryable, now: Date, limit: AttemptLimit): Promise<{ n: number; oldest: Date | null }> {
  const [row] = await q.query<{ n: number; oldest: Date | null }>(
    'SELECT count(*)::int AS n, min(created_at) AS oldest FROM auth_attempts WHERE kind = $1 AND subject = $2 AND created_at > $3',
    [limit.kind, limit.subject, new Date(now.getTime() - limit.windowMs)],
  );
  return row;
}

const lastPruned = new WeakMap<Db, number>();

/** Refuses a window longer than the rows are kept; prunes every expired row once per PRUNE_EVERY_MS. */
async function pruneNowAndThen(db: Db, now: Date, limits: readonly AttemptLimit[]): Promise<void> {
  for (const limit of limits) {
    if (limit.windowMs > MAX_ATTEMPT_WINDOW_MS) throw new Error(`${limit.kind}: a window of ${limit.windowMs} ms is longer than MAX_ATTEMPT_WINDOW_MS`);
  }
  const last = lastPruned.get(db);
  // A clock set back (tests) prunes again rather than never.
  if (last !== undefined && now.getTime() >= last && now.getTime() - last < PRUNE_EVERY_MS) return;
  lastPruned.set(db, now.getTime());
  await pruneAttempts(db, now, MAX_ATTEMPT_WINDOW_MS);
}
