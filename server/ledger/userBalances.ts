import type { Queryable } from '../db/db';

/**
 * The user's balances by coin symbol (base units); coins the user never held are absent (zero).
 *
 * @example (await userBalances(db, userId)).get('USDT') ?? 0n
 */
export async function userBalances(q: Queryable, userId: bigint, coin?: string): Promise<Map<string, bigint>> {
  const rows = await q.query<{ coin: string; balance: string }>(
    `SELECT coin, balance FROM ledger_accounts WHERE user_id = $1 AND kind = 'user' AND ($2::text IS NULL OR coin = $2)`,
    [userId, coin ?? null],
  );
  return new Map(rows.map((r) => [r.coin, BigInt(r.balance)]));
}
