import type { CandleInterval } from '../../../features/market/contract/marketRules';
import type { MarketConfig, MarketProvider, MarketSourceConfig } from '../../config';
import { fetchBinanceKlines, fetchBinanceTickers } from './binanceAdapter';
import { fetchCoinGeckoChart, fetchCoinGeckoDescription, fetchCoinGeckoMarkets } from './coingeckoAdapter';
import type { CandleRecord, TickerRecord } from './marketTypes';
import { fetchPriceFeedTickers } from './priceFeedAdapter';

/** What the job asks of a configured source (one per MARKET_SOURCES entry). */
export type MarketAdapter = {
  provider: MarketProvider;
  /** The base URL, for the logs (keys travel in headers, never here). */
  baseUrl: string;
  fetchTickers(names: ReadonlyMap<string, string>): Promise<TickerRecord[]>;
  /** Null for a prices-only source. `first`: nothing fetched yet, so ask for the whole retention. */
  fetchCandles: ((sourceId: string, interval: CandleInterval, first: boolean) => Promise<CandleRecord[]>) | null;
  /** Null where the source has no descriptions. */
  fetchDescription: ((sourceId: string) => Promise<string | null>) | null;
};

/**
 * The adapter of a configured source (`timeoutMs`: how long it may take to answer; tests shorten it).
 *
 * @example const adapter = marketAdapter({ provider: 'binance', baseUrl: 'https://api.binance.com' }, config.market)
 */
export function marketAdapter(source: MarketSourceConfig, config: MarketConfig, timeoutMs?: number): MarketAdapter {
  const { baseUrl } = source;
  const plain = { timeoutMs };
  switch (source.provider) {
    case 'binance':
      return {
        provider: 'binance',
        baseUrl,
        fetchTickers: (names) => fetchBinanceTickers(baseUrl, names, config.listSize, plain),
        fetchCandles: (pair, interval, first) => fetchBinanceKlines(baseUrl, pair, interval, first, plain),
        fetchDescription: null,
      };
    case 'coingecko': {
      const request = { timeoutMs, headers: config.coingeckoApiKey ? { [config.coingeckoKeyHeader]: config.coingeckoApiKey } : {} };
      return {
        provider: 'coingecko',
        baseUrl,
        fetchTickers: (names) => fetchCoinGeckoMarkets(baseUrl, request, names, config.listSize),
        fetchCandles: (id, interval) => fetchCoinGeckoChart(baseUrl, request, id, interval),
        fetchDescription: (id) => fetchCoinGeckoDescription(baseUrl, request, id),
      };
    }
    case 'priceFeed':
      return { provider: 'priceFeed', baseUrl, fetchTickers: (names) => fetchPriceFeedTickers(baseUrl, names, plain), fetchCandles: null, fetchDescription: null };
  }
}
