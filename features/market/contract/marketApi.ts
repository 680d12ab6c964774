import type { z } from 'zod';
import type * as schemas from './market';

/**
 * The zod-free half of the market contract (see market.ts for the schemas): paths, response types
 * and failure keys, which the client bundles. Everything is under `/api` (success code 1); the
 * tickers, coin and candles are public and cacheable; favourites need the login token and are the
 * session user's own (a logged-out device keeps its favourites in localStorage).
 */
export const MARKET_PATHS = {
  /** GET: every listed asset with its 24-hour figures and sparkline (/index/market, /hangqing, home summary). */
  tickers: '/api/market/tickers',
  /** GET ?symbol=: one asset's overview and description (/coinDetail token overview). */
  coin: '/api/market/coin',
  /** GET ?symbol=&range=1D|1W|1M|1Y|ALL: closing prices for the chart. */
  candles: '/api/market/candles',
  /** GET: the user's favourites in order; PUT { symbols }: replaces them. */
  favourites: '/api/market/favourites',
} as const;

export type MarketSource = z.output<typeof schemas.marketSource>;
export type MarketTicker = z.output<typeof schemas.marketTicker>;
export type MarketTickers = z.output<typeof schemas.marketTickers>;
export type MarketCoin = z.output<typeof schemas.marketCoin>;
export type Candles = z.output<typeof schemas.candles>;
export type Favourites = z.output<typeof schemas.favourites>;
