import type { MarketTicker } from '@/features/market/contract/marketApi';
import type { MarketSortKey } from '@/features/market/contract/marketRules';

export type SortDirection = 'asc' | 'desc';
export type MarketSort = { key: MarketSortKey; direction: SortDirection };

/** The market's default order: by rank (market cap where known, else volume), as the source gives it. */
export const DEFAULT_SORT: MarketSort | null = null;

/** The direction a sort key starts in when first chosen: names A→Z, figures largest first. */
export function firstDirection(key: MarketSortKey): SortDirection {
  return key === 'name' ? 'asc' : 'desc';
}

/** Compares two decimal strings without floating point error for the ordering (both finite decimals). */
function compareDecimalText(a: string, b: string): number {
  // Prices span 1e-8 … 1e6 and volumes up to 1e12: a double orders them correctly (ties are exact
  // only where the strings are equal, which the fallback below breaks by symbol anyway).
  return Number(a) - Number(b);
}

function figure(ticker: MarketTicker, key: MarketSortKey): string | null {
  if (key === 'price') return ticker.priceUsd;
  if (key === 'change') return ticker.change24hPercent;
  if (key === 'volume') return ticker.volume24hUsd;
  return null;
}

/**
 * The market list in the chosen order; `null` keeps the source's order (by rank). Unknown figures
 * (a null change or volume) go last in either direction; ties fall back to the symbol, so the order
 * is stable across refreshes. Returns a new array.
 *
 * @example sortTickers(tickers, { key: 'change', direction: 'desc' }) // biggest gainers first
 */
export function sortTickers(tickers: readonly MarketTicker[], sort: MarketSort | null): MarketTicker[] {
  const list = [...tickers];
  if (!sort) return list;
  const sign = sort.direction === 'asc' ? 1 : -1;
  const bySymbol = (a: MarketTicker, b: MarketTicker) => (a.symbol < b.symbol ? -1 : a.symbol > b.symbol ? 1 : 0);
  if (sort.key === 'name') {
    return list.sort((a, b) => sign * (a.name.localeCompare(b.name, 'en', { sensitivity: 'base' }) || bySymbol(a, b)));
  }
  return list.sort((a, b) => {
    const x = figure(a, sort.key);
    const y = figure(b, sort.key);
    if (x === null || y === null) return x === y ? bySymbol(a, b) : x === null ? 1 : -1;
    return sign * compareDecimalText(x, y) || bySymbol(a, b);
  });
}
