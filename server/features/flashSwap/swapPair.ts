import type { Queryable } from '../../db/db';
import type { SwapSettings } from './swapSettings';

/** A pair's settings: its own row of swap_pairs, or the server's defaults. */
export type SwapPair = { spreadBps: number; minUsdMicros: bigint; maxUsdMicros: bigint; enabled: boolean };

/**
 * The settings of swapping `from` for `to`.
 *
 * @example const pair = await loadSwapPair(db, 'USDT', 'BTC', config.swap)
 */
export async function loadSwapPair(q: Queryable, from: string, to: string, defaults: SwapSettings): Promise<SwapPair> {
  const [row] = await q.query<{ spread_bps: number; min_usd_micros: string; max_usd_micros: string; enabled: boolean }>(
    'SELECT spread_bps, min_usd_micros, max_usd_micros, enabled FROM swap_pairs WHERE from_coin = $1 AND to_coin = $2',
    [from, to],
  );
  if (!row) return { spreadBps: defaults.spreadBps, minUsdMicros: defaults.minUsdMicros, maxUsdMicros: defaults.maxUsdMicros, enabled: true };
  return { spreadBps: Number(row.spread_bps), minUsdMicros: BigInt(row.min_usd_micros), maxUsdMicros: BigInt(row.max_usd_micros), enabled: row.enabled };
}
