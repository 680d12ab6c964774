import { MAX_PRICE_USDT, PAY_DECIMALS, PRICE_PATTERN } from '../../../features/promotions/contract/promotionsRules';
import { parseAmount } from '../../../lib/wallet/amount/parseAmount';
import type { Queryable } from '../../db/db';
import { formatBaseUnits } from '../../ledger/baseUnits';
import type { PromotionCoins } from './promotionCoins';
import { promotionsErrors } from './promotionsErrors';

export type SetPriceInput = { coin: string; price: string; setBy: string };

/**
 * Sets the operator's price of an issued token (the platform token or the second token), in USDT
 * per token: a positive decimal with at most 6 decimals, at most MAX_PRICE_USDT. It is the price
 * wherever the price store has none for the coin (currentPrice.ts); a market price, when one
 * appears, goes first. Each setting is a new row, so the history stays.
 *
 * @throws AppError notIssued for any other coin, priceInvalid for a bad price (nothing written).
 * @example await setPrice(db, new Date(), coins, { coin: 'AU', price: '2.5', setBy: 'operator:alice' })
 */
export async function setPrice(q: Queryable, now: Date, coins: PromotionCoins, input: SetPriceInput): Promise<{ coin: string; price: string; setAt: string }> {
  const coin = input.coin.trim().toUpperCase();
  if (coin !== coins.token && coin !== coins.second) throw promotionsErrors.notIssued(coin);
  const text = input.price.trim();
  if (!PRICE_PATTERN.test(text)) throw promotionsErrors.priceInvalid();
  const units = parseAmount(text, PAY_DECIMALS);
  if (units <= 0n || units > parseAmount(MAX_PRICE_USDT, PAY_DECIMALS)) throw promotionsErrors.priceInvalid();
  await q.query('INSERT INTO promotion_prices (coin, price, set_by, set_at) VALUES ($1, $2, $3, $4)', [coin, String(units), input.setBy, now]);
  return { coin, price: formatBaseUnits(units, PAY_DECIMALS), setAt: now.toISOString() };
}
