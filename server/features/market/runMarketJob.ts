import type { FastifyBaseLogger } from 'fastify';
import { CANDLE_INTERVALS, SPARKLINE_POINTS, type CandleInterval } from '../../../features/market/contract/marketRules';
import type { Db } from '../../db/db';
import { type JobLease, claimJobLease, releaseJobLease } from '../../db/jobLease';
import { SourceError } from './fetchSourceJson';
import type { MarketAdapter } from './marketAdapter';
import { pruneCandles, saveCandles } from './marketCandleRows';
import { favouritedSymbols } from './marketFavouriteRows';
import { recordFetch } from './marketFetchState';
import { loadTickers, saveDescription, saveTickers } from './marketTickerRows';
import { listTracked, markCandlesFetched, trackSymbols } from './marketTracked';

/** How often each granularity's candles are fetched again (the daily candle of today moves all day). */
export const CANDLE_REFRESH_MS: Record<CandleInterval, number> = { '5m': 5 * 60_000, '1h': 60 * 60_000, '1d': 6 * 60 * 60_000 };
/** Descriptions fetched per run (they rarely change; a source's rate limit is shared with the candles). */
const DESCRIPTIONS_PER_RUN = 3;
const LEASE: JobLease = { table: 'market_job', lockKey: 'market:job' };

export type MarketJobDeps = {
  db: Db;
  /** The configured sources in MARKET_SOURCES order (the first wins an asset several list). */
  adapters: readonly MarketAdapter[];
  clock: () => Date;
  log: FastifyBaseLogger;
  intervalMs: number;
  /** The top assets by volume whose candles are kept, beside the coin list and favourites. */
  candleTop: number;
  candleRequestsPerRun: number;
  /** The cloud coin list's names by symbol (its coins' candles are always kept). */
  names: ReadonlyMap<string, string>;
};

export type MarketJobResult = 'ran' | 'skipped';

/**
 * One run of the market job: fetches every source's tickers, the candles that are due for the
 * tracked assets (the coin list's, every favourite, the top by volume, and those a chart asked
 * for), descriptions, then prunes candles past their retention. One instance at a time: the run
 * claims a lease under an advisory lock and skips ('skipped') when another holds it or started
 * less than half an interval ago. A source that fails (timeout, 429, 451, 5xx, malformed
 * answer) is logged with its URL and status and leaves its last good data; nothing here throws
 * but a database failure.
 *
 * @example await runMarketJob({ db, adapters, clock, log, intervalMs: 60_000, candleTop: 50, candleRequestsPerRun: 30, names })
 */
export async function runMarketJob(deps: MarketJobDeps): Promise<MarketJobResult> {
  const { db, clock, log } = deps;
  const started = clock();
  if (!(await claimJobLease(db, LEASE, started, deps.intervalMs))) return 'skipped';
  try {
    await deps.adapters.reduce(async (previous, adapter, rank) => {
      await previous;
      await fetchTickersOf(deps, adapter, rank);
    }, Promise.resolve());
    const tickers = await loadTickers(db);
    const topByVolume = [...tickers]
      .sort((a, b) => Number(b.volume24hUsd ?? 0) - Number(a.volume24hUsd ?? 0))
      .slice(0, deps.candleTop)
      .map((t) => t.symbol);
    await trackSymbols(db, [...deps.names.keys(), ...(await favouritedSymbols(db)), ...topByVolume], clock());
    await fetchDueCandles(deps, new Map(tickers.map((t) => [t.symbol, t])));
    await fetchDescriptions(deps, tickers);
    await fillSparklines(db, clock());
    const pruned = await pruneCandles(db, clock());
    log.info({ tickers: tickers.length, prunedCandles: pruned, ms: clock().getTime() - started.getTime() }, 'market data refreshed');
  } finally {
    await releaseJobLease(db, LEASE);
  }
  return 'ran';
}

async function fetchTickersOf(deps: MarketJobDeps, adapter: MarketAdapter, rank: number): Promise<void> {
  const { db, clock } = deps;
  try {
    const tickers = await adapter.fetchTickers(deps.names);
    await db.tx(async (q) => {
      await saveTickers(q, { provider: adapter.provider, sourceRank: rank, tickers, fetchedAt: clock() });
      await recordFetch(q, adapter.provider, clock(), null);
    });
  } catch (error) {
    await sourceFailed(deps, adapter, 'tickers', error);
  }
}

/** Logs a source's failure with its context and records it; the data stored before stays. */
async function sourceFailed(deps: MarketJobDeps, adapter: MarketAdapter, what: string, error: unknown): Promise<void> {
  // Anything else (the database) is not the source's fault: the caller logs it.
  if (!(error instanceof SourceError)) throw error;
  deps.log.warn({ source: adapter.provider, what, url: error.url, status: error.status, reason: error.message }, 'market source failed; keeping its last good data');
  await recordFetch(deps.db, adapter.provider, deps.clock(), `${what}: ${error.message}`);
}

/** The tracked assets' candles that are due, most overdue first, at most candleRequestsPerRun. */
async function fetchDueCandles(deps: MarketJobDeps, tickers: ReadonlyMap<string, { provider: string; sourceId: string }>): Promise<void> {
  const now = deps.clock().getTime();
  const byProvider = new Map(deps.adapters.map((a) => [a.provider as string, a]));
  const due: { symbol: string; interval: CandleInterval; adapter: MarketAdapter; sourceId: string; last: number | null }[] = [];
  for (const tracked of await listTracked(deps.db)) {
    const ticker = tickers.get(tracked.symbol);
    const adapter = ticker && byProvider.get(ticker.provider);
    if (!ticker || !adapter?.fetchCandles) continue;
    for (const interval of CANDLE_INTERVALS) {
      const last = tracked.fetchedAt[interval]?.getTime() ?? null;
      if (last === null || now - last >= CANDLE_REFRESH_MS[interval]) due.push({ symbol: tracked.symbol, interval, adapter, sourceId: ticker.sourceId, last });
    }
  }
  due.sort((a, b) => (a.last ?? -Infinity) - (b.last ?? -Infinity));
  for (const item of due.slice(0, deps.candleRequestsPerRun)) {
    try {
      const candles = await item.adapter.fetchCandles!(item.sourceId, item.interval, item.last === null);
      await deps.db.tx(async (q) => {
        await saveCandles(q, item.symbol, item.interval, candles);
        await markCandlesFetched(q, item.symbol, item.interval, deps.clock());
      });
    } catch (error) {
      await sourceFailed(deps, item.adapter, `candles ${item.symbol} ${item.interval}`, error);
    }
  }
}

/** Descriptions of tracked assets whose source has them and that have none yet, a few per run. */
async function fetchDescriptions(deps: MarketJobDeps, tickers: readonly { symbol: string; provider: string; sourceId: string; description: string | null }[]): Promise<void> {
  const tracked = new Set((await listTracked(deps.db)).map((t) => t.symbol));
  const byProvider = new Map(deps.adapters.map((a) => [a.provider as string, a]));
  const wanted = tickers.filter((t) => t.description === null && tracked.has(t.symbol) && byProvider.get(t.provider)?.fetchDescription);
  for (const ticker of wanted.slice(0, DESCRIPTIONS_PER_RUN)) {
    const adapter = byProvider.get(ticker.provider)!;
    try {
      await saveDescription(deps.db, ticker.symbol, (await adapter.fetchDescription!(ticker.sourceId)) ?? '');
    } catch (error) {
      await sourceFailed(deps, adapter, `description ${ticker.symbol}`, error);
    }
  }
}

/** Sources without sparklines (Binance, the price feed) get the last 24 hourly closes stored. */
async function fillSparklines(db: Db, now: Date): Promise<void> {
  await db.query(
    `UPDATE market_tickers t SET sparkline = s.points
       FROM (SELECT symbol, jsonb_agg(close::float8 ORDER BY open_time) AS points
               FROM market_candles WHERE interval = '1h' AND open_time > $1 GROUP BY symbol) s
      WHERE t.symbol = s.symbol AND t.provider <> 'coingecko'`,
    [new Date(now.getTime() - SPARKLINE_POINTS * 3_600_000)],
  );
}
