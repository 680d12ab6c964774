import type { FastifyBaseLogger } from 'fastify';
import { RANGE_INTERVAL, RANGE_SPAN_MS, type CandleInterval, type ChartRange } from '../../../features/market/contract/marketRules';
import { listCoins } from '../../core/coins/coinRow';
import type { Config } from '../../config';
import type { Db } from '../../db/db';
import type { PriceSource } from '../../core/prices/priceSource';
import { marketAdapter, type MarketAdapter } from './marketAdapter';
import { loadCandles } from './marketCandleRows';
import { loadLastSuccess } from './marketFetchState';
import { type MarketMemory, marketMemory } from './marketMemory';
import { INTERVAL_MS } from './marketTypes';
import { loadTickers } from './marketTickerRows';
import { listTracked, trackSymbols } from './marketTracked';
import { type MarketJobResult, runMarketJob } from './runMarketJob';
import { sampleCandles, sampleTickers } from './sampleMarket';

/** Sample walks kept in memory (each asset × granularity of the sample is about 100). */
const SAMPLE_WALKS_KEPT = 200;

/** The market data of one server process: what the routes read, the wallet's prices, the job. */
export type MarketService = {
  kind: 'live' | 'sample';
  memory: MarketMemory;
  /** The wallet's PriceSource, read from the same memory (core/prices/priceSource.ts). */
  prices: PriceSource;
  /** How long the answers may be cached (half a fetch interval), in seconds. */
  maxAgeSeconds: number;
  /** A chart's points for a listed asset; an untracked one joins the tracked set (empty until fetched). */
  candles(symbol: string, range: ChartRange): Promise<{ interval: CandleInterval; points: [number, number][] }>;
  /** Adds assets to the tracked set (favourites). */
  track(symbols: readonly string[]): Promise<void>;
  /** One job run then a reload of the memory (tests; the timer calls it too). Never throws. */
  tick(): Promise<MarketJobResult | 'failed' | 'sample'>;
  /**
   * Loads the coin list's names and the stored market into memory and starts the job: on the
   * app's onReady, once the migrations have run (server/main.ts migrates after buildApp).
   */
  start(): Promise<void>;
  /** Stops the timer and waits for a tick in flight. */
  stop(): Promise<void>;
};

/**
 * The market data: without MARKET_SOURCES / PRICE_FEED_URL the labelled sample, in
 * memory; with sources, `start()` loads the memory from the database, then runs the job
 * (runMarketJob.ts) at once and every MARKET_INTERVAL_SECONDS on a timer that does not keep the
 * process alive, reloading the memory after each run (on every instance, whether it ran the job
 * or another did).
 *
 * @example const market = createMarket({ db, config, clock, log: app.log }); app.addHook('onReady', () => market.start())
 */
export function createMarket(opts: { db: Db; config: Config; clock: () => Date; log: FastifyBaseLogger; adapters?: MarketAdapter[]; sourceTimeoutMs?: number }): MarketService {
  const { db, config, clock, log } = opts;
  const { intervalMs } = config.market;
  const adapters = opts.adapters ?? config.market.sources.map((source) => marketAdapter(source, config.market, opts.sourceTimeoutMs));
  const kind: MarketService['kind'] = adapters.length === 0 ? 'sample' : 'live';
  const memory = marketMemory({ kind, sources: adapters, intervalMs, clock });
  const maxAgeSeconds = Math.max(1, Math.floor(intervalMs / 2000));
  // The coin list's names (no coins table, as in a test without a database, leaves symbols as names).
  const names = new Map<string, string>();
  const loadNames = async () => {
    for (const coin of await listCoins(db).catch(() => [])) names.set(coin.symbol, coin.name);
  };

  const prices: PriceSource = { snapshot: () => memory.priceSnapshot(), stop: async () => {} };
  const shared = { kind, memory, prices, maxAgeSeconds };
  /**
   * Where a range's chart starts as of `now` (null: everything stored): the candle that holds the
   * moment a span ago, so the 1D chart reaches the price 24 hours back that the change is against.
   */
  const rangeStart = (range: ChartRange, now: Date): Date | null => {
    const span = RANGE_SPAN_MS[range];
    const step = INTERVAL_MS[RANGE_INTERVAL[range]];
    return span === null ? null : new Date(Math.floor((now.getTime() - span) / step) * step);
  };

  if (kind === 'sample') {
    // The walk of an asset and granularity changes only when a new candle starts: keep the last ones.
    const walks = new Map<string, [number, number][]>();
    return {
      ...shared,
      async candles(symbol, range) {
        const interval = RANGE_INTERVAL[range];
        const now = clock();
        const key = `${symbol}:${interval}:${Math.floor(now.getTime() / INTERVAL_MS[interval])}`;
        let walk = walks.get(key);
        if (!walk) {
          walk = sampleCandles(symbol, memory.find(symbol)!.priceUsd, interval, now);
          if (walks.size >= SAMPLE_WALKS_KEPT) walks.delete(walks.keys().next().value!);
          walks.set(key, walk);
        }
        const start = rangeStart(range, now)?.getTime() ?? -Infinity;
        return { interval, points: walk.filter(([t]) => t >= start) };
      },
      track: async () => {},
      tick: async () => 'sample',
      async start() {
        await loadNames();
        memory.replace(sampleTickers(names), new Map());
      },
      stop: async () => {},
    };
  }

  let tracked = new Set<string>();
  const reload = async () => {
    memory.replace(await loadTickers(db), await loadLastSuccess(db));
    tracked = new Set((await listTracked(db)).map((t) => t.symbol));
  };
  const track = async (symbols: readonly string[]) => {
    const fresh = symbols.filter((s) => !tracked.has(s));
    if (fresh.length === 0) return;
    await trackSymbols(db, fresh, clock());
    for (const s of fresh) tracked.add(s);
  };
  const jobDeps = { db, adapters, clock, log, intervalMs, names, candleTop: config.market.candleTop, candleRequestsPerRun: config.market.candleRequestsPerRun };
  let inFlight: Promise<MarketJobResult | 'failed'> = Promise.resolve('skipped');
  let stopped = false;
  const run = async (): Promise<MarketJobResult | 'failed'> => {
    try {
      const result = await runMarketJob(jobDeps);
      await reload();
      return result;
    } catch (error) {
      log.error({ err: error }, 'market job failed; serving the last stored data');
      return 'failed';
    }
  };
  const tick = () => (inFlight = inFlight.then(() => (stopped ? ('skipped' as const) : run())));

  let timer: NodeJS.Timeout | undefined;

  return {
    ...shared,
    async candles(symbol, range) {
      const interval = RANGE_INTERVAL[range];
      await track([symbol]);
      const now = clock();
      const points = await loadCandles(db, symbol, interval, rangeStart(range, now));
      return { interval, points: endAtPrice(points, memory.find(symbol)?.priceUsd, now, INTERVAL_MS[interval]) };
    },
    track,
    tick,
    async start() {
      await loadNames();
      try {
        await reload();
      } catch (error) {
        log.error({ err: error }, 'market data could not be loaded; the job fills it in');
      }
      void tick();
      timer = setInterval(() => void tick(), intervalMs);
      timer.unref();
    },
    async stop() {
      stopped = true;
      clearInterval(timer);
      await inFlight;
    },
  };
}

/**
 * A live chart's points ending at the ticker's price: candles are fetched less often than tickers
 * (the 5-minute ones every 5 minutes), so the candle that holds `now` takes the price as its close,
 * or is added when not stored yet. The card's price and the chart's last point then agree, and the
 * ticker's 24-hour high and low (over every trade) bound every close drawn. No candles: none added.
 */
function endAtPrice(points: [number, number][], priceUsd: string | undefined, now: Date, step: number): [number, number][] {
  const last = points.at(-1);
  if (!last || priceUsd === undefined) return points;
  const current = Math.floor(now.getTime() / step) * step;
  if (last[0] > current) return points;
  const price = Number(priceUsd);
  return last[0] === current ? [...points.slice(0, -1), [current, price]] : [...points, [current, price]];
}
