import type { ProductList } from '../../../features/wealth/contract/wealthApi';
import type { WealthCategory } from '../../../features/wealth/contract/wealthRules';
import type { Queryable } from '../../db/db';
import { PRODUCT_SELECT, type ProductRow, toProduct } from './productRow';

/**
 * The products on sale (public: the Asset tab, /pos, /coinplan), of one category or all, best rate
 * first, then the oldest.
 *
 * @example await listProducts(db, { category: 'pos' }, now)
 */
export async function listProducts(q: Queryable, filter: { category?: WealthCategory }, now: Date): Promise<ProductList> {
  const rows = await q.query<ProductRow>(`${PRODUCT_SELECT} WHERE p.status = 'open' AND ($1::text IS NULL OR p.category = $1) ORDER BY p.rate_bp DESC, p.id`, [
    filter.category ?? null,
  ]);
  return { items: rows.map((row) => toProduct(row, now)) };
}
