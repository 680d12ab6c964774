import { createHash } from 'node:crypto';
import type { MarketSource, MarketTicker, MarketTickers } from '../../../features/market/contract/marketApi';
import { STALE_AFTER_INTERVALS } from '../../../features/market/contract/marketRules';
import type { MarketProvider } from '../../config';
import type { PriceSnapshot } from '../../core/prices/priceSource';
import { SAMPLE_PRICES_AS_OF } from '../../core/prices/samplePrices';
import type { TickerRecord } from './marketTypes';

export const COINGECKO_ATTRIBUTION = 'Data provided by CoinGecko';

/** The market as the app serves it, held in memory and replaced after each job run (one copy per process). */
export type MarketMemory = {
  /** Replaces the tickers and each source's last success (`lastSuccess` by provider). */
  replace(tickers: readonly TickerRecord[], lastSuccess: ReadonlyMap<string, Date | null>): void;
  /** The list answer and its entity tag (which changes with the data and with staleness). */
  tickers(): { answer: MarketTickers; etag: string };
  find(symbol: string): TickerRecord | undefined;
  /** The source block of an answer about one asset (its provider's), or of the whole list. */
  source(ticker?: TickerRecord): MarketSource;
  /** The wallet's view: every listed asset's USD price and day-before price (core/prices/priceSource.ts). */
  priceSnapshot(): PriceSnapshot;
};

/**
 * The in-memory market both the market routes and the wallet's prices read, so every price in the
 * app comes from one store: the tickers the job last stored (or the labelled sample), sorted by
 * rank, with their freshness. A request never queries the database for the list.
 *
 * @example const memory = marketMemory({ kind: 'sample', sources: [], intervalMs: 60_000, clock: () => new Date() })
 */
export function marketMemory(opts: { kind: 'live' | 'sample'; sources: readonly { provider: MarketProvider }[]; intervalMs: number; clock: () => Date }): MarketMemory {
  let records: TickerRecord[] = [];
  let bySymbol = new Map<string, TickerRecord>();
  let wire: MarketTicker[] = [];
  let lastSuccess: ReadonlyMap<string, Date | null> = new Map();
  let version = '';
  let prices: { usd: Map<string, string>; open24h: Map<string, string> } = { usd: new Map(), open24h: new Map() };

  const freshness = (asOf: Date | null) => ({
    asOf: asOf?.toISOString() ?? null,
    stale: asOf === null || opts.clock().getTime() - asOf.getTime() > STALE_AFTER_INTERVALS * opts.intervalMs,
  });

  /** The oldest last success among the sources whose rows are listed (the primary's when none are). */
  const listAsOf = (): Date | null => {
    const providers = new Set(records.map((r) => r.provider));
    if (providers.size === 0) return lastSuccess.get(opts.sources[0]?.provider ?? '') ?? null;
    let oldest: Date | null = null;
    for (const provider of providers) {
      const at = lastSuccess.get(provider) ?? null;
      if (at === null) return null;
      if (oldest === null || at < oldest) oldest = at;
    }
    return oldest;
  };

  const source = (ticker?: TickerRecord): MarketSource => {
    if (opts.kind === 'sample') return { kind: 'sample', provider: 'sample', attribution: null, asOf: SAMPLE_PRICES_AS_OF.toISOString(), stale: false };
    const provider = ticker ? (ticker.provider as MarketProvider) : (opts.sources[0]?.provider ?? 'binance');
    const fromCoinGecko = ticker ? ticker.provider === 'coingecko' : records.some((r) => r.provider === 'coingecko');
    const asOf = ticker ? (lastSuccess.get(ticker.provider) ?? null) : listAsOf();
    return { kind: 'live', provider, attribution: fromCoinGecko ? COINGECKO_ATTRIBUTION : null, ...freshness(asOf) };
  };

  return {
    replace(tickers, success) {
      records = [...tickers].sort((a, b) => (a.rank ?? Infinity) - (b.rank ?? Infinity) || a.symbol.localeCompare(b.symbol));
      bySymbol = new Map(records.map((r) => [r.symbol, r]));
      wire = records.map(toWire);
      lastSuccess = new Map(success);
      const usd = new Map(records.map((r) => [r.symbol, r.priceUsd]));
      const open24h = new Map(records.flatMap((r) => (r.open24hUsd ? [[r.symbol, r.open24hUsd] as const] : [])));
      // USDT counts at 1 USD where no source prices it (an exchange quotes in it, so never lists it).
      if (usd.size > 0 && !usd.has('USDT')) {
        usd.set('USDT', '1');
        open24h.set('USDT', '1');
      }
      prices = { usd, open24h };
      version = createHash('sha256')
        .update(JSON.stringify([wire, [...lastSuccess].map(([k, v]) => [k, v?.getTime() ?? null])]))
        .digest('base64url')
        .slice(0, 22);
    },
    tickers() {
      const answerSource = source();
      return { answer: { tickers: wire, source: answerSource }, etag: `W/"${version}${answerSource.stale ? '-s' : ''}"` };
    },
    find: (symbol) => bySymbol.get(symbol),
    source,
    priceSnapshot() {
      if (opts.kind === 'sample') return { source: 'sample', asOf: SAMPLE_PRICES_AS_OF, stale: false, usd: prices.usd, open24h: prices.open24h };
      const asOf = listAsOf();
      const { stale } = freshness(asOf);
      if (records.length === 0) return { source: 'feed', asOf: null, stale: true, usd: new Map() };
      return { source: 'feed', asOf, stale, usd: prices.usd, open24h: prices.open24h };
    },
  };
}

/** A stored ticker as the API answers it (contract MarketTicker). */
function toWire(r: TickerRecord): MarketTicker {
  return {
    symbol: r.symbol,
    name: r.name,
    priceUsd: r.priceUsd,
    change24hPercent: r.change24hPercent,
    high24hUsd: r.high24hUsd,
    low24hUsd: r.low24hUsd,
    volume24hUsd: r.volume24hUsd,
    marketCapUsd: r.marketCapUsd,
    rank: r.rank,
    // A 40-pixel line needs no more than 6 significant digits; the list is smaller for it.
    sparkline: r.sparkline.map((p) => Number(p.toPrecision(6))),
  };
}
