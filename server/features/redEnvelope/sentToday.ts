import type { Queryable } from '../../db/db';

/**
 * The USD value (micro-dollars) the sender put in envelopes since the start of `now`'s UTC day
 * (the daily limit's count).
 *
 * @example const used = await sentToday(q, userId, deps.clock())
 */
export async function sentToday(q: Queryable, userId: bigint, now: Date): Promise<bigint> {
  const dayStart = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate()));
  const [row] = await q.query<{ used: string }>(
    'SELECT COALESCE(SUM(usd_micros), 0)::text AS used FROM envelopes WHERE sender_id = $1 AND created_at >= $2 AND created_at <= $3',
    [userId, dayStart, now],
  );
  return BigInt(row.used);
}
