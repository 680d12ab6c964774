import type { PriceSource } from '../../../core/prices/priceSource';
import type { IssuedPriceSource } from './withIssuedPrices';

/**
 * The market's own prices, without the operator's added for valuation: what a purchase reads to
 * tell a market price from the operator's.
 *
 * @example currentPrice(db, marketPricesOf(deps.prices), 'AU')
 */
export function marketPricesOf(prices: PriceSource): PriceSource {
  return 'market' in prices ? (prices as IssuedPriceSource).market : prices;
}
