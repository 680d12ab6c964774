import type { MarketTicker } from '@/features/market/contract/marketApi';

/**
 * The tickers whose symbol or name contains the search text (case- and accent-insensitive), those
 * whose symbol starts with it first, then the rest, each group in the given order. Blank search:
 * the list unchanged.
 *
 * @example filterTickers(tickers, 'bt') // BTC, then e.g. "Wrapped BTC"
 */
export function filterTickers(tickers: readonly MarketTicker[], search: string): MarketTicker[] {
  const needle = fold(search.trim());
  if (!needle) return [...tickers];
  const first: MarketTicker[] = [];
  const rest: MarketTicker[] = [];
  for (const ticker of tickers) {
    const symbol = fold(ticker.symbol);
    if (symbol.startsWith(needle)) first.push(ticker);
    else if (symbol.includes(needle) || fold(ticker.name).includes(needle)) rest.push(ticker);
  }
  return [...first, ...rest];
}

function fold(text: string): string {
  return text.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();
}
