import type { CandleInterval } from '../../../features/market/contract/marketRules';
import type { Queryable } from '../../db/db';

/**
 * Adds assets to the set whose candles the job keeps (already tracked ones stay as they are).
 *
 * @example await trackSymbols(db, ['BTC'], new Date())
 */
export async function trackSymbols(q: Queryable, symbols: readonly string[], now: Date): Promise<void> {
  if (symbols.length === 0) return;
  await q.query(
    'INSERT INTO market_tracked (symbol, added_at) SELECT s, $2 FROM unnest($1::text[]) AS s ON CONFLICT (symbol) DO NOTHING',
    [[...new Set(symbols)], now],
  );
}

/** A tracked asset's last fetch per granularity (null: never). */
export type TrackedSymbol = { symbol: string; fetchedAt: Record<CandleInterval, Date | null> };

/**
 * Every tracked asset with its last candle fetches.
 *
 * @example const tracked = await listTracked(db)
 */
export async function listTracked(q: Queryable): Promise<TrackedSymbol[]> {
  const rows = await q.query<{ symbol: string; f5: Date | null; f1h: Date | null; f1d: Date | null }>(
    'SELECT symbol, fetched_5m_at AS f5, fetched_1h_at AS f1h, fetched_1d_at AS f1d FROM market_tracked ORDER BY added_at, symbol',
  );
  return rows.map((r) => ({ symbol: r.symbol, fetchedAt: { '5m': r.f5, '1h': r.f1h, '1d': r.f1d } }));
}

const FETCHED_COLUMN: Record<CandleInterval, string> = { '5m': 'fetched_5m_at', '1h': 'fetched_1h_at', '1d': 'fetched_1d_at' };

/**
 * Records that an asset's candles of one granularity were fetched at `at`.
 *
 * @example await markCandlesFetched(db, 'BTC', '1h', new Date())
 */
export async function markCandlesFetched(q: Queryable, symbol: string, interval: CandleInterval, at: Date): Promise<void> {
  await q.query(`UPDATE market_tracked SET ${FETCHED_COLUMN[interval]} = $2 WHERE symbol = $1`, [symbol, at]);
}
