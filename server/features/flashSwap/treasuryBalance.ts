import type { Queryable } from '../../db/db';

/**
 * What the swap treasury holds of `coin` (base units): the most a swap can give of it.
 *
 * @example await treasuryBalance(db, 'BTC') // 150000000n
 */
export async function treasuryBalance(q: Queryable, coin: string): Promise<bigint> {
  const [row] = await q.query<{ balance: string }>("SELECT balance FROM ledger_accounts WHERE user_id IS NULL AND kind = 'swap_treasury' AND coin = $1", [coin]);
  return row ? BigInt(row.balance) : 0n;
}
