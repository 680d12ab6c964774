import type { FastifyBaseLogger } from 'fastify';
import { parseOpenPrices, parsePriceFeed } from './parsePriceFeed';
import type { PriceSnapshot, PriceSource } from './priceSource';

export type PriceFeed = PriceSource & {
  /** The fetch started with the feed (true when it stored prices). */
  first: Promise<boolean>;
  /** One fetch; never throws (a failure is logged and the previous prices stay). */
  refresh(): Promise<boolean>;
};

/**
 * The exchange-feed price source: fetches PRICE_FEED_URL now and every `intervalMs`, keeps the
 * last good answer in memory stamped with the time it was fetched, and serves it from there (a
 * request never waits for the exchange). A failed fetch keeps the old prices; after 3 missed
 * intervals they are marked stale. The timer does not keep the process alive.
 *
 * @example const feed = startPriceFeed({ url: config.priceFeedUrl, intervalMs: 5 * 60_000, log: app.log })
 */
export function startPriceFeed(opts: {
  url: string;
  intervalMs: number;
  log: FastifyBaseLogger;
  clock?: () => Date;
  timeoutMs?: number;
}): PriceFeed {
  const clock = opts.clock ?? (() => new Date());
  let current: { asOf: Date; usd: ReadonlyMap<string, string>; open24h: ReadonlyMap<string, string> } | null = null;
  let inFlight: Promise<boolean> = Promise.resolve(false);

  const run = async (): Promise<boolean> => {
    try {
      const response = await fetch(opts.url, { signal: AbortSignal.timeout(opts.timeoutMs ?? 10_000), headers: { accept: 'application/json' } });
      if (!response.ok) throw new Error(`price feed answered HTTP ${response.status}`);
      const body: unknown = await response.json();
      const usd = parsePriceFeed(body);
      current = { asOf: clock(), usd, open24h: parseOpenPrices(body) };
      opts.log.info({ coins: usd.size }, 'coin prices refreshed');
      return true;
    } catch (error) {
      opts.log.warn({ err: error, url: opts.url }, 'coin price refresh failed; keeping the previous prices');
      return false;
    }
  };
  const refresh = () => (inFlight = inFlight.then(run));

  const first = refresh();
  const timer = setInterval(() => void refresh(), opts.intervalMs);
  timer.unref();
  return {
    first,
    refresh,
    snapshot(): PriceSnapshot {
      if (!current) return { source: 'feed', asOf: null, stale: true, usd: new Map() };
      const stale = clock().getTime() - current.asOf.getTime() > 3 * opts.intervalMs;
      return { source: 'feed', asOf: current.asOf, stale, usd: current.usd, open24h: current.open24h };
    },
    async stop() {
      clearInterval(timer);
      await inFlight;
    },
  };
}
