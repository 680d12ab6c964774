import type { Db } from '../../db/db';
import { loadCoin } from '../../core/coins/loadCoin';
import { formatBaseUnits } from '../../ledger/baseUnits';
import { rateText } from '../../../features/wealth/contract/wealthRules';
import { type ProductRow, findProduct } from './productRow';
import { type ProductTermsInput, checkProductTerms } from './productTerms';
import { wealthErrors } from './wealthErrors';

/** The fields to change; absent ones stay. Category and coin never change. */
export type ProductChanges = Partial<Omit<ProductTermsInput, 'category'>>;

/**
 * Changes a product (scripts/wealth.ts product-update): rate, term, minimum, per-user maximum,
 * quota, qualified-only, open or closed. The result is checked as a whole (checkProductTerms).
 * Orders already placed keep the rate and term they were bought with; a quota lowered below what
 * the orders hold only refuses new orders; closing stops sales, the orders run to their end.
 *
 * @returns the product as it now is.
 * @example await updateProduct(db, now, 3n, { rate: '6', status: 'closed' })
 */
export async function updateProduct(db: Db, now: Date, id: bigint | string, changes: ProductChanges): Promise<ProductRow> {
  return db.tx(async (q) => {
    const row = await findProduct(q, id, true);
    if (!row) throw wealthErrors.productUnknown();
    const coin = await loadCoin(q, row.coin);
    const units = (value: string) => formatBaseUnits(BigInt(value), coin.decimals);
    const terms = checkProductTerms(coin, {
      category: row.category,
      rate: changes.rate ?? rateText(Number(row.rate_bp)),
      termDays: changes.termDays !== undefined ? changes.termDays : row.term_days === null ? null : Number(row.term_days),
      minAmount: changes.minAmount ?? units(row.min_amount),
      maxPerUser: changes.maxPerUser !== undefined ? changes.maxPerUser : row.max_per_user === null ? null : units(row.max_per_user),
      quota: changes.quota ?? units(row.quota),
      qualifiedOnly: changes.qualifiedOnly ?? row.qualified_only,
      status: changes.status ?? row.status,
    });
    await q.query(
      `UPDATE wealth_products SET rate_bp = $2, term_days = $3, min_amount = $4, max_per_user = $5, quota = $6, qualified_only = $7, status = $8, updated_at = $9
        WHERE id = $1`,
      [row.id, terms.rateBp, terms.termDays, String(terms.minAmount), terms.maxPerUser === null ? null : String(terms.maxPerUser), String(terms.quota), terms.qualifiedOnly, terms.status, now],
    );
    return (await findProduct(q, row.id))!;
  });
}
