import { loadCoin } from '../../core/coins/loadCoin';
import type { Queryable } from '../../db/db';
import { type ProductTermsInput, checkProductTerms } from './productTerms';

export type NewProduct = Omit<ProductTermsInput, 'status'> & { coin: string };

/**
 * Adds a wealth product, open (scripts/wealth.ts product-add, the development route), after
 * checkProductTerms; an unknown coin → coinUnknown.
 *
 * @returns the new product's id.
 * @example await addProduct(db, now, { category: 'pos', coin: 'USDT', rate: '5.5', termDays: 30, minAmount: '10', maxPerUser: '5000', quota: '100000', qualifiedOnly: false })
 */
export async function addProduct(q: Queryable, now: Date, input: NewProduct): Promise<bigint> {
  const coin = await loadCoin(q, input.coin.trim().toUpperCase());
  const terms = checkProductTerms(coin, { ...input, status: 'open' });
  const [row] = await q.query<{ id: bigint }>(
    `INSERT INTO wealth_products (category, coin, rate_bp, term_days, min_amount, max_per_user, quota, qualified_only, status, created_at, updated_at)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, 'open', $9, $9) RETURNING id`,
    [terms.category, coin.symbol, terms.rateBp, terms.termDays, String(terms.minAmount), terms.maxPerUser === null ? null : String(terms.maxPerUser), String(terms.quota), terms.qualifiedOnly, now],
  );
  return row.id;
}
