import { SPREAD_BPS_MAX } from '../../../features/flashSwap/contract/flashSwapRules';
import { loadCoin } from '../../core/coins/loadCoin';
import type { Db } from '../../db/db';
import { badRequest } from '../../http/appError';
import { swapErrors } from './swapErrors';

export type PairSetting = { from: string; to: string; spreadBps: number; minUsd: bigint; maxUsd: bigint; enabled: boolean };

/**
 * Sets one pair's spread, USD limits (whole dollars) and switch (the operator's scripts/swap.ts);
 * a pair without a row uses the server's defaults. Setting the same values again changes nothing.
 *
 * @example await setSwapPair(db, { from: 'USDT', to: 'BTC', spreadBps: 30, minUsd: 10n, maxUsd: 50_000n, enabled: true })
 */
export async function setSwapPair(db: Db, pair: PairSetting): Promise<void> {
  const [from, to] = [await loadCoin(db, pair.from), await loadCoin(db, pair.to)];
  if (from.symbol === to.symbol) throw swapErrors.sameCoin();
  if (!Number.isInteger(pair.spreadBps) || pair.spreadBps < 0 || pair.spreadBps > SPREAD_BPS_MAX) throw badRequest(`spread must be 0-${SPREAD_BPS_MAX} basis points`);
  if (pair.minUsd < 0n || pair.maxUsd < pair.minUsd) throw badRequest('the maximum must not be below the minimum');
  await db.query(
    `INSERT INTO swap_pairs (from_coin, to_coin, spread_bps, min_usd_micros, max_usd_micros, enabled) VALUES ($1, $2, $3, $4, $5, $6)
     ON CONFLICT (from_coin, to_coin) DO UPDATE SET spread_bps = EXCLUDED.spread_bps, min_usd_micros = EXCLUDED.min_usd_micros,
       max_usd_micros = EXCLUDED.max_usd_micros, enabled = EXCLUDED.enabled`,
    [from.symbol, to.symbol, pair.spreadBps, String(pair.minUsd * 1_000_000n), String(pair.maxUsd * 1_000_000n), pair.enabled],
  );
}
