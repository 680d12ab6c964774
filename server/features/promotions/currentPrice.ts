import { PAY_DECIMALS } from '../../../features/promotions/contract/promotionsRules';
import type { PriceSource } from '../../core/prices/priceSource';
import type { Queryable } from '../../db/db';
import { marketPricesOf } from './valuation/marketPricesOf';

/** A coin's price in USDT base units per whole coin, and where it came from. */
export type CurrentPrice = { units: bigint; source: 'market' | 'operator'; at: Date | null };

/**
 * The price the platform sells a coin at: the price store's when a market lists the coin and its
 * prices are fresh, otherwise the newest price the operator set (scripts/promotions.ts price-set);
 * null when neither exists. USDT is counted at 1 USD, so a USD price is a USDT price. A market
 * price with more than 6 decimals is rounded up to USDT's 6 (the platform never sells below it).
 *
 * @example const price = await currentPrice(db, prices, 'AU') // { units: 2_500_000n, source: 'operator', … }
 */
export async function currentPrice(q: Queryable, prices: PriceSource, coin: string): Promise<CurrentPrice | null> {
  // The market's own prices: the operator's, added to the store for valuation, are read below, fresh.
  const snapshot = marketPricesOf(prices).snapshot();
  const market = snapshot.stale ? undefined : snapshot.usd.get(coin);
  if (market !== undefined) {
    const units = usdtUnitsUp(market);
    if (units > 0n) return { units, source: 'market', at: snapshot.asOf };
  }
  const [row] = await q.query<{ price: string; set_at: Date }>('SELECT price, set_at FROM promotion_prices WHERE coin = $1 ORDER BY id DESC LIMIT 1', [coin]);
  return row ? { units: BigInt(row.price), source: 'operator', at: new Date(row.set_at) } : null;
}

/** A decimal USD text in USDT base units, rounded up. */
function usdtUnitsUp(text: string): bigint {
  const [whole, fraction = ''] = text.split('.');
  const kept = fraction.slice(0, PAY_DECIMALS).padEnd(PAY_DECIMALS, '0');
  const rest = fraction.slice(PAY_DECIMALS);
  return BigInt(whole || '0') * 10n ** BigInt(PAY_DECIMALS) + BigInt(kept) + (/[1-9]/.test(rest) ? 1n : 0n);
}
