import type { MarketProvider } from '../../config';
import type { Queryable } from '../../db/db';
import type { TickerRecord } from './marketTypes';

type RawTicker = {
  symbol: string;
  name: string;
  provider: MarketProvider;
  source_id: string;
  price_usd: string;
  open_24h_usd: string | null;
  high_24h_usd: string | null;
  low_24h_usd: string | null;
  volume_24h_usd: string | null;
  change_24h_pct: string | null;
  market_cap_usd: string | null;
  rank: number | null;
  sparkline: number[];
  description: string | null;
};

/**
 * Stores one source's answer: upserts its tickers (a row another source listed earlier in
 * MARKET_SOURCES keeps, `sourceRank` lower wins) and deletes that source's rows it no longer
 * lists (delisted), all in the caller's transaction. Storing the same answer twice leaves the
 * same rows. A description already fetched is kept.
 *
 * @example await saveTickers(q, { provider: 'binance', sourceRank: 0, tickers, fetchedAt: now })
 */
export async function saveTickers(q: Queryable, opts: { provider: MarketProvider; sourceRank: number; tickers: readonly TickerRecord[]; fetchedAt: Date }): Promise<void> {
  const { tickers } = opts;
  const column = <K extends keyof TickerRecord>(key: K) => tickers.map((t) => t[key]);
  await q.query(
    `INSERT INTO market_tickers (symbol, name, provider, source_rank, source_id, price_usd, open_24h_usd, high_24h_usd, low_24h_usd,
                                 volume_24h_usd, change_24h_pct, market_cap_usd, rank, sparkline, fetched_at)
     SELECT t.symbol, t.name, $1, $2, t.source_id, t.price_usd, t.open_usd, t.high_usd, t.low_usd, t.volume_usd, t.change_pct, t.cap_usd, t.rank,
            t.sparkline::jsonb, $3
       FROM unnest($4::text[], $5::text[], $6::text[], $7::numeric[], $8::numeric[], $9::numeric[], $10::numeric[], $11::numeric[],
                   $12::numeric[], $13::numeric[], $14::int[], $15::text[])
            AS t (symbol, name, source_id, price_usd, open_usd, high_usd, low_usd, volume_usd, change_pct, cap_usd, rank, sparkline)
     ON CONFLICT (symbol) DO UPDATE SET
       name = EXCLUDED.name, provider = EXCLUDED.provider, source_rank = EXCLUDED.source_rank, source_id = EXCLUDED.source_id,
       price_usd = EXCLUDED.price_usd, open_24h_usd = EXCLUDED.open_24h_usd, high_24h_usd = EXCLUDED.high_24h_usd,
       low_24h_usd = EXCLUDED.low_24h_usd, volume_24h_usd = EXCLUDED.volume_24h_usd, change_24h_pct = EXCLUDED.change_24h_pct,
       market_cap_usd = EXCLUDED.market_cap_usd, rank = EXCLUDED.rank, sparkline = EXCLUDED.sparkline, fetched_at = EXCLUDED.fetched_at,
       description = CASE WHEN market_tickers.provider = EXCLUDED.provider THEN market_tickers.description END
     WHERE EXCLUDED.source_rank <= market_tickers.source_rank`,
    [
      opts.provider,
      opts.sourceRank,
      opts.fetchedAt,
      column('symbol'),
      column('name'),
      column('sourceId'),
      column('priceUsd'),
      column('open24hUsd'),
      column('high24hUsd'),
      column('low24hUsd'),
      column('volume24hUsd'),
      column('change24hPercent'),
      column('marketCapUsd'),
      column('rank'),
      tickers.map((t) => JSON.stringify(t.sparkline)),
    ],
  );
  await q.query('DELETE FROM market_tickers WHERE provider = $1 AND NOT (symbol = ANY($2::text[]))', [opts.provider, column('symbol')]);
}

/**
 * Every stored ticker, best rank first.
 *
 * @example const tickers = await loadTickers(db)
 */
export async function loadTickers(q: Queryable): Promise<TickerRecord[]> {
  const rows = await q.query<RawTicker>(
    `SELECT symbol, name, provider, source_id, price_usd, open_24h_usd, high_24h_usd, low_24h_usd, volume_24h_usd, change_24h_pct,
            market_cap_usd, rank, sparkline, description
       FROM market_tickers ORDER BY rank NULLS LAST, symbol`,
  );
  return rows.map((r) => ({
    symbol: r.symbol,
    name: r.name,
    provider: r.provider,
    sourceId: r.source_id,
    priceUsd: r.price_usd,
    open24hUsd: r.open_24h_usd,
    high24hUsd: r.high_24h_usd,
    low24hUsd: r.low_24h_usd,
    volume24hUsd: r.volume_24h_usd,
    change24hPercent: r.change_24h_pct,
    marketCapUsd: r.market_cap_usd,
    rank: r.rank === null ? null : Number(r.rank),
    sparkline: r.sparkline,
    description: r.description,
  }));
}

/**
 * Stores an asset's plain-text description (CoinGecko's `description.en`).
 *
 * @example await saveDescription(db, 'BTC', 'Bitcoin is …')
 */
export async function saveDescription(q: Queryable, symbol: string, description: string | null): Promise<void> {
  await q.query('UPDATE market_tickers SET description = $2 WHERE symbol = $1', [symbol, description]);
}
