import type { PriceSource } from './priceSource';
import { SAMPLE_PRICES_AS_OF, SAMPLE_USD_OPEN_24H, SAMPLE_USD_PRICES } from './samplePrices';

/**
 * The development price source: the fixed sample snapshot, labelled 'sample' with its date.
 * Used when PRICE_FEED_URL is not set.
 *
 * @example const prices = samplePriceSource(); prices.snapshot().usd.get('BTC') // '107100'
 */
export function samplePriceSource(): PriceSource {
  const snapshot = {
    source: 'sample' as const,
    asOf: SAMPLE_PRICES_AS_OF,
    stale: false,
    usd: new Map(Object.entries(SAMPLE_USD_PRICES)),
    open24h: new Map(Object.entries(SAMPLE_USD_OPEN_24H)),
  };
  return { snapshot: () => snapshot, stop: async () => {} };
}
