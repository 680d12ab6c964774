import type { Queryable } from '../../db/db';

/**
 * The USD value (micro-dollars) of the user's swaps executed since the start of `now`'s UTC day.
 *
 * @example const used = await swappedToday(q, userId, deps.clock())
 */
export async function swappedToday(q: Queryable, userId: bigint, now: Date): Promise<bigint> {
  const dayStart = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate()));
  const [row] = await q.query<{ used: string }>(
    'SELECT COALESCE(SUM(usd_micros), 0)::text AS used FROM swap_quotes WHERE user_id = $1 AND used_at >= $2 AND used_at <= $3',
    [userId, dayStart, now],
  );
  return BigInt(row.used);
}
