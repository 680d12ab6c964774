import type { Queryable } from '../../../db/db';

/** Midnight UTC of the day `now` falls in: daily limits reset then, the same for every user. */
export function utcDayStart(now: Date): Date {
  return new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate()));
}

/**
 * How much of `coin` the user has sent by internal transfer since midnight UTC (base units, fees
 * not counted). Exact under concurrency only while the sender's ledger account is locked
 * (postEntry's beforePost), since every transfer out takes that lock.
 *
 * @example const used = await sentToday(q, userId, 'USDT', now)
 */
export async function sentToday(q: Queryable, userId: bigint, coin: string, now: Date): Promise<bigint> {
  const [row] = await q.query<{ total: string }>(
    `SELECT coalesce(sum(amount), 0)::text AS total FROM wallet_records
      WHERE user_id = $1 AND coin = $2 AND type = 1 AND created_at >= $3`,
    [userId, coin, utcDayStart(now)],
  );
  return BigInt(row.total);
}
