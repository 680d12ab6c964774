/**
 * The market's rules shared by the screens and the server: chart ranges, list limits,
 * the favourites' bounds. Plain data, no zod, so screens import it freely.
 */

/** An asset of the market list: a base asset quoted in USD (USDT pairs count as USD), e.g. BTC. */
export const MARKET_SYMBOL_PATTERN = /^[A-Z0-9]{1,15}$/;

/** The chart's ranges (/coinDetail) and the candle granularity each reads. */
export const CHART_RANGES = ['1D', '1W', '1M', '1Y', 'ALL'] as const;
export type ChartRange = (typeof CHART_RANGES)[number];
/**
 * Candle granularity: 5 minutes for a day, hourly up to 90 days, daily beyond. Retention: 5-minute
 * candles are kept 2 days, hourly ones 90 days, daily ones for ever.
 */
export const CANDLE_INTERVALS = ['5m', '1h', '1d'] as const;
export type CandleInterval = (typeof CANDLE_INTERVALS)[number];
export const RANGE_INTERVAL: Record<ChartRange, CandleInterval> = { '1D': '5m', '1W': '1h', '1M': '1h', '1Y': '1d', ALL: '1d' };
/** How far back each range reaches, in milliseconds (null: everything stored). */
export const RANGE_SPAN_MS: Record<ChartRange, number | null> = {
  '1D': 86_400_000,
  '1W': 7 * 86_400_000,
  '1M': 30 * 86_400_000,
  '1Y': 365 * 86_400_000,
  ALL: null,
};

/** A list sparkline: the last 24 hours, at most this many closing prices (oldest first). */
export const SPARKLINE_POINTS = 24;

/** Favourites: at most this many symbols per account or device, in the user's order. */
export const FAVOURITES_MAX = 200;

/** Market data older than this many fetch intervals is flagged stale on screen. */
export const STALE_AFTER_INTERVALS = 3;

/** The sort keys of the market list (/index/market, /hangqing). */
export const MARKET_SORT_KEYS = ['name', 'price', 'change', 'volume'] as const;
export type MarketSortKey = (typeof MARKET_SORT_KEYS)[number];
