import type { Queryable } from '../../db/db';
import { formatBaseUnits } from '../../ledger/baseUnits';

/**
 * What the operator's `scripts/swap.ts show` prints: each coin's switch and swap treasury, and the
 * pairs with their own settings (USD in whole dollars).
 *
 * @example console.log(await swapOverview(db))
 */
export async function swapOverview(q: Queryable) {
  const coins = await q.query<{ symbol: string; swap_enabled: boolean; decimals: number; balance: string | null }>(
    `SELECT c.symbol, c.swap_enabled, c.decimals, a.balance
       FROM coins c LEFT JOIN ledger_accounts a ON a.coin = c.symbol AND a.user_id IS NULL AND a.kind = 'swap_treasury'
      ORDER BY c.position`,
  );
  const pairs = await q.query<{ from_coin: string; to_coin: string; spread_bps: number; min_usd_micros: string; max_usd_micros: string; enabled: boolean }>(
    'SELECT from_coin, to_coin, spread_bps, min_usd_micros, max_usd_micros, enabled FROM swap_pairs ORDER BY from_coin, to_coin',
  );
  return {
    coins: coins.map((c) => ({ coin: c.symbol, swapEnabled: c.swap_enabled, swapTreasury: formatBaseUnits(BigInt(c.balance ?? '0'), Number(c.decimals)) })),
    pairs: pairs.map((p) => ({
      from: p.from_coin,
      to: p.to_coin,
      spreadBps: Number(p.spread_bps),
      minUsd: String(BigInt(p.min_usd_micros) / 1_000_000n),
      maxUsd: String(BigInt(p.max_usd_micros) / 1_000_000n),
      enabled: p.enabled,
    })),
  };
}
