import type { MarketTicker } from '@/features/market/contract/marketApi';

/** A ticker for the tests, with the figures that matter to one test given and the rest plain. */
export function ticker(symbol: string, figures: Partial<MarketTicker> = {}): MarketTicker {
  return {
    symbol,
    name: symbol,
    priceUsd: '1',
    change24hPercent: '0.00',
    high24hUsd: null,
    low24hUsd: null,
    volume24hUsd: '0',
    marketCapUsd: null,
    rank: null,
    sparkline: [],
    ...figures,
  };
}
