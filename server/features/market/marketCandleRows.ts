import type { CandleInterval } from '../../../features/market/contract/marketRules';
import type { Queryable } from '../../db/db';
import { type CandleRecord, RETENTION_MS } from './marketTypes';

/**
 * Upserts candles of one asset and granularity: the key is (symbol, interval, open time), so
 * storing the same candles again changes nothing and a candle still open is updated in place.
 *
 * @example await saveCandles(q, 'BTC', '1h', candles)
 */
export async function saveCandles(q: Queryable, symbol: string, interval: CandleInterval, candles: readonly CandleRecord[]): Promise<void> {
  if (candles.length === 0) return;
  await q.query(
    `INSERT INTO market_candles (symbol, interval, open_time, open, high, low, close)
     SELECT $1, $2, to_timestamp(t.open_ms / 1000.0), t.open, t.high, t.low, t.close
       FROM unnest($3::bigint[], $4::numeric[], $5::numeric[], $6::numeric[], $7::numeric[]) AS t (open_ms, open, high, low, close)
     ON CONFLICT (symbol, interval, open_time) DO UPDATE SET open = EXCLUDED.open, high = EXCLUDED.high, low = EXCLUDED.low, close = EXCLUDED.close`,
    [
      symbol,
      interval,
      candles.map((c) => String(c.openTime)),
      candles.map((c) => c.open),
      candles.map((c) => c.high),
      candles.map((c) => c.low),
      candles.map((c) => c.close),
    ],
  );
}

/**
 * The closing prices of one asset and granularity since `since` (all when null), oldest first, as
 * chart points [open time ms, close].
 *
 * @example await loadCandles(db, 'BTC', '5m', new Date(Date.now() - 86_400_000))
 */
export async function loadCandles(q: Queryable, symbol: string, interval: CandleInterval, since: Date | null): Promise<[number, number][]> {
  const rows = await q.query<{ ms: string; close: string }>(
    `SELECT (extract(epoch FROM open_time) * 1000)::bigint::text AS ms, close::text AS close
       FROM market_candles WHERE symbol = $1 AND interval = $2 AND ($3::timestamptz IS NULL OR open_time >= $3)
      ORDER BY open_time`,
    [symbol, interval, since],
  );
  return rows.map((r) => [Number(r.ms), Number(r.close)]);
}

/**
 * Deletes candles past their granularity's retention (5 minutes: 2 days; hourly: 90 days; daily:
 * kept) as of `now`; a candle exactly at the edge stays. Returns how many went.
 *
 * @example await pruneCandles(db, new Date())
 */
export async function pruneCandles(q: Queryable, now: Date): Promise<number> {
  let deleted = 0;
  for (const [interval, keepMs] of Object.entries(RETENTION_MS)) {
    if (keepMs === null) continue;
    const rows = await q.query<{ n: string }>(
      `WITH gone AS (DELETE FROM market_candles WHERE interval = $1 AND open_time < $2 RETURNING 1) SELECT count(*)::text AS n FROM gone`,
      [interval, new Date(now.getTime() - keepMs)],
    );
    deleted += Number(rows[0]?.n ?? 0);
  }
  return deleted;
}
