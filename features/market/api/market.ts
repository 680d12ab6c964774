import useSWR, { type SWRConfiguration } from 'swr';
import type { Candles, Favourites, MarketCoin, MarketTickers } from '@/features/market/contract/marketApi';
import { MARKET_PATHS } from '@/features/market/contract/marketApi';
import type { ChartRange } from '@/features/market/contract/marketRules';
import { api } from '@/lib/api/client';
import { markShownInline } from '@/lib/api/shownInline';

/**
 * The market's client calls (features/market/contract/marketApi.ts) and their SWR hooks. The
 * screens show every failure in place (error with retry, or the last data with the stale note), so
 * none is toasted. Load this module lazily: it carries the API client and SWR.
 */

type Path = keyof typeof MARKET_PATHS;
/** The client's paths start after `/api`. */
const path = (key: Path) => MARKET_PATHS[key].slice('/api'.length);

async function inline<T>(call: Promise<T>): Promise<T> {
  try {
    return await call;
  } catch (error) {
    if (error && typeof error === 'object') markShownInline(error);
    throw error;
  }
}

/**
 * Market data is public and the same for everyone: refreshed each minute while shown, kept on
 * failure (SWR keeps the last data), never retried in a loop.
 */
const MARKET: SWRConfiguration = { revalidateOnFocus: true, shouldRetryOnError: false, refreshInterval: 60_000, dedupingInterval: 10_000 };

/** Every listed asset with its 24-hour figures (/index/market, /hangqing, home's summary). */
export function useTickers() {
  return useSWR<MarketTickers>(['market', 'tickers'], () => inline(api.get<MarketTickers>(path('tickers'))), MARKET);
}

/** One asset's overview (/coinDetail); `null` skips it. */
export function useMarketCoin(symbol: string | null) {
  return useSWR<MarketCoin>(symbol ? ['market', 'coin', symbol] : null, () => inline(api.get<MarketCoin>(path('coin'), { symbol: symbol as string })), MARKET);
}

/** The chart's closing prices of one asset over one range. */
export function useCandles(symbol: string | null, range: ChartRange) {
  return useSWR<Candles>(symbol ? ['market', 'candles', symbol, range] : null, () => inline(api.get<Candles>(path('candles'), { symbol: symbol as string, range })), MARKET);
}

export const ACCOUNT_FAVOURITES_KEY = ['market', 'favourites'] as const;

/** The logged-in user's favourites (`enabled` false skips the call: logged out). */
export function useAccountFavourites(enabled: boolean) {
  return useSWR<Favourites>(enabled ? ACCOUNT_FAVOURITES_KEY : null, () => inline(api.get<Favourites>(path('favourites'))), {
    revalidateOnFocus: false,
    shouldRetryOnError: false,
  });
}

/**
 * Replaces the user's favourites with `symbols` (the whole list, in order). A failure is toasted by
 * the client (the screens roll the list back; there is no place to show it in).
 *
 * @example await saveAccountFavourites(['BTC', 'ETH'])
 */
export function saveAccountFavourites(symbols: readonly string[]): Promise<Favourites> {
  return api.put<Favourites>(path('favourites'), { symbols });
}
