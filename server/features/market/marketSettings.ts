import { ConfigError } from '../../configError';
import { declareSetting } from '../../core/settings/declareSetting';
import { parseUrlSetting } from '../../core/settings/parseUrlSetting';
import type { SettingGroup, SettingReader } from '../../core/settings/settingTypes';
import { wholeNumberSetting } from '../../core/settings/wholeNumberSetting';

/** A market-data source: its adapter and base URL (market/*Adapter.ts). */
export type MarketSourceConfig = { provider: MarketProvider; baseUrl: string };
export const MARKET_PROVIDERS = ['binance', 'coingecko', 'priceFeed'] as const;
export type MarketProvider = (typeof MARKET_PROVIDERS)[number];

export type MarketConfig = {
  /**
   * MARKET_SOURCES (`binance=https://api.binance.com,coingecko=https://api.coingecko.com/api/v3`),
   * then PRICE_FEED_URL as a prices-only `priceFeed` source; a source listed earlier wins for an
   * asset several list. Empty: the labelled sample.
   */
  sources: MarketSourceConfig[];
  /** COINGECKO_API_KEY: sent as a header, server-side only, never logged; null without one. */
  coingeckoApiKey: string | null;
  /** COINGECKO_API_KEY_KIND (demo | pro, default demo): which header carries the key. */
  coingeckoKeyHeader: 'x-cg-demo-api-key' | 'x-cg-pro-api-key';
  /** MARKET_INTERVAL_SECONDS (default 60; PRICE_FEED_INTERVAL_MINUTES, default 5, when that is set or PRICE_FEED_URL is the only source), in ms. */
  intervalMs: number;
  /** MARKET_LIST_SIZE (default 600): how many assets the list keeps, by market cap or volume. */
  listSize: number;
  /** MARKET_CANDLE_TOP (default 50): the top assets by volume whose candles the job keeps, beside the coin list and favourites. */
  candleTop: number;
  /** MARKET_CANDLE_REQUESTS_PER_RUN (default 30): candle requests per run, the most overdue first (a source's rate limit). */
  candleRequestsPerRun: number;
};

/** The market's and the prices' part of the server's Config. */
export type MarketSettings = { fxRatesUrl: string | null; priceFeedUrl: string | null; priceFeedIntervalMs: number; market: MarketConfig };

const FEED_MINUTES = wholeNumberSetting({
  name: 'PRICE_FEED_INTERVAL_MINUTES',
  fallback: 5,
  min: 1,
  max: 1440,
  words: 'whole minutes',
  unit: 'min',
  description: 'How often the price feed is fetched when `MARKET_INTERVAL_SECONDS` is unset; prices older than 3 intervals are flagged stale',
});
const INTERVAL_SECONDS = wholeNumberSetting({
  name: 'MARKET_INTERVAL_SECONDS',
  fallback: 60,
  min: 1,
  max: 86_400,
  unit: 's',
  default: '`60` (`PRICE_FEED_INTERVAL_MINUTES` when that is set, or when `PRICE_FEED_URL` is the only source)',
  description: 'How often the market job fetches the tickers; data older than 3 intervals is flagged stale; the list is cacheable for half an interval',
});
const LIST_SIZE = wholeNumberSetting({
  name: 'MARKET_LIST_SIZE',
  fallback: 600,
  min: 1,
  max: 5000,
  description: 'How many assets the market lists (Binance: by 24-hour volume; CoinGecko: by market cap, 250 a page)',
});
const CANDLE_TOP = wholeNumberSetting({
  name: 'MARKET_CANDLE_TOP',
  fallback: 50,
  min: 0,
  max: 1000,
  description: "Besides the coin list's coins, every favourite and every asset a chart was asked for, the job keeps candles of this many top assets by volume",
});
const CANDLE_REQUESTS = wholeNumberSetting({
  name: 'MARKET_CANDLE_REQUESTS_PER_RUN',
  fallback: 30,
  min: 1,
  max: 1000,
  description: "Candle requests per job run, the most overdue first (keeps within a source's rate limit)",
});

/** The market's and the prices' variables, for the configuration reference. */
export const MARKET_SETTINGS: SettingGroup = {
  title: 'Market data, prices and exchange rates',
  settings: [
    declareSetting({
      name: 'MARKET_SOURCES',
      range: `comma-separated \`provider=base URL\` (providers: ${MARKET_PROVIDERS.join(', ')})`,
      description:
        'Market data sources in order of preference: `binance=https://api.binance.com` (any Binance-compatible public API), `coingecko=https://api.coingecko.com/api/v3` (or `https://pro-api.coingecko.com/api/v3`). An asset listed by several comes from the first that lists it. Without any source (nor `PRICE_FEED_URL`) the market is a clearly labelled sample',
    }),
    declareSetting({
      name: 'COINGECKO_API_KEY',
      secret: true,
      description: 'CoinGecko API key, sent by the server only, as a header (never in a URL, a log or the client)',
    }),
    declareSetting({
      name: 'COINGECKO_API_KEY_KIND',
      default: 'demo',
      range: '`demo` or `pro`',
      description: '`demo` sends the key as `x-cg-demo-api-key`, `pro` as `x-cg-pro-api-key`',
    }),
    INTERVAL_SECONDS,
    LIST_SIZE,
    CANDLE_TOP,
    CANDLE_REQUESTS,
    declareSetting({
      name: 'PRICE_FEED_URL',
      range: 'http(s) URL',
      description:
        "Coin prices in USD: a JSON map `{\"BTC\": 107100.5, …}` or an exchange ticker list such as Binance's `GET /api/v3/ticker/price` (USDT/USD pairs count); Binance's `GET /api/v3/ticker/24hr` also gives the prices of a day before (`openPrice`), from which home shows the total's 24-hour change (the other shapes show none); without it the prices are a clearly labelled sample snapshot, with sample day-before prices for the larger coins. It is a prices-only source of the market job (`priceFeed`), after those of `MARKET_SOURCES`: the wallet's prices and the market come from the same store",
    }),
    FEED_MINUTES,
    declareSetting({
      name: 'FX_RATES_URL',
      range: 'http(s) URL',
      description: 'JSON feed `{"base":"USD","rates":{…},"time":…}` fetched at start and hourly; without it the currency rates are a labelled sample',
    }),
  ],
};

/**
 * Reads the market's and the prices' variables; a bad value stops the server naming the variable.
 *
 * @example parseMarketSettings(readEnv(process.env)).market.sources
 */
export function parseMarketSettings(get: SettingReader): MarketSettings {
  return {
    fxRatesUrl: parseUrlSetting('FX_RATES_URL', get('FX_RATES_URL'), ['http:', 'https:']),
    priceFeedUrl: parseUrlSetting('PRICE_FEED_URL', get('PRICE_FEED_URL'), ['http:', 'https:']),
    priceFeedIntervalMs: FEED_MINUTES.read(get) * 60_000,
    market: parseMarket(get),
  };
}

/** MARKET_SOURCES and the market job's knobs; PRICE_FEED_URL joins the sources as `priceFeed`. */
function parseMarket(get: SettingReader): MarketConfig {
  const sources: MarketSourceConfig[] = [];
  for (const item of (get('MARKET_SOURCES') ?? '').split(',').map((s) => s.trim()).filter(Boolean)) {
    const match = /^([A-Za-z]+)=(.+)$/.exec(item);
    const provider = MARKET_PROVIDERS.find((p) => p === match?.[1]);
    if (!match || !provider) {
      throw new ConfigError('MARKET_SOURCES', `expected provider=URL items (providers: ${MARKET_PROVIDERS.join(', ')}), got "${item}"`);
    }
    if (sources.some((s) => s.provider === provider)) throw new ConfigError('MARKET_SOURCES', `lists ${provider} twice`);
    sources.push({ provider, baseUrl: parseUrlSetting('MARKET_SOURCES', match[2]!, ['http:', 'https:'])!.replace(/\/+$/, '') });
  }
  const priceFeedUrl = get('PRICE_FEED_URL');
  if (priceFeedUrl && !sources.some((s) => s.provider === 'priceFeed')) sources.push({ provider: 'priceFeed', baseUrl: priceFeedUrl });
  const kind = get('COINGECKO_API_KEY_KIND') ?? 'demo';
  if (kind !== 'demo' && kind !== 'pro') throw new ConfigError('COINGECKO_API_KEY_KIND', `expected demo or pro, got "${kind}"`);
  // A deployment that only had PRICE_FEED_URL keeps its feed's pace (every 5 minutes unless set).
  const feedPace =
    get('MARKET_INTERVAL_SECONDS') === null && (get('PRICE_FEED_INTERVAL_MINUTES') !== null || (sources.length === 1 && sources[0]!.provider === 'priceFeed'));
  const intervalSeconds = feedPace ? FEED_MINUTES.read(get) * 60 : INTERVAL_SECONDS.read(get);
  return {
    sources,
    coingeckoApiKey: get('COINGECKO_API_KEY'),
    coingeckoKeyHeader: kind === 'pro' ? 'x-cg-pro-api-key' : 'x-cg-demo-api-key',
    intervalMs: intervalSeconds * 1000,
    listSize: LIST_SIZE.read(get),
    candleTop: CANDLE_TOP.read(get),
    candleRequestsPerRun: CANDLE_REQUESTS.read(get),
  };
}
