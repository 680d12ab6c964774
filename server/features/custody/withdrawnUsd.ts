import type { Queryable } from '../../db/db';

/**
 * What a user has withdrawn since `since`, in micro-dollars at each withdrawal's price when it was
 * asked: every withdrawal but a rejected or failed one (their hold came back), so a pending one
 * counts against the limit at once.
 *
 * @example const lastDay = await withdrawnUsd(q, userId, new Date(now.getTime() - 86_400_000))
 */
export async function withdrawnUsd(q: Queryable, userId: bigint, since: Date): Promise<bigint> {
  const [row] = await q.query<{ total: string }>(
    `SELECT coalesce(sum(usd_micros), 0)::text AS total FROM custody_withdrawals
      WHERE user_id = $1 AND created_at > $2 AND state NOT IN ('rejected', 'failed')`,
    [userId, since],
  );
  return BigInt(row?.total ?? '0');
}
