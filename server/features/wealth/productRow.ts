import type { WealthProduct } from '../../../features/wealth/contract/wealthApi';
import { type ProductStatus, type WealthCategory, expiryOf, rateText, valueDateOf } from '../../../features/wealth/contract/wealthRules';
import type { Queryable } from '../../db/db';
import { formatBaseUnits } from '../../ledger/baseUnits';

/** A `wealth_products` row with its coin's decimals, as PRODUCT_SELECT returns it (amounts in base units). */
export type ProductRow = {
  id: bigint;
  category: WealthCategory;
  coin: string;
  decimals: number;
  rate_bp: number;
  term_days: number | null;
  min_amount: string;
  max_per_user: string | null;
  quota: string;
  held: string;
  qualified_only: boolean;
  status: ProductStatus;
};

/** Products with their coin's decimals; add a WHERE on `p`. */
export const PRODUCT_SELECT = `
  SELECT p.id, p.category, p.coin, c.decimals::int AS decimals, p.rate_bp, p.term_days, p.min_amount, p.max_per_user, p.quota, p.held,
         p.qualified_only, p.status
    FROM wealth_products p JOIN coins c ON c.symbol = p.coin`;

/** One product by id, open or closed; `forUpdate` locks its row (inside a transaction). */
export async function findProduct(q: Queryable, id: bigint | string, forUpdate = false): Promise<ProductRow | null> {
  const [row] = await q.query<ProductRow>(`${PRODUCT_SELECT} WHERE p.id = $1${forUpdate ? ' FOR UPDATE OF p' : ''}`, [id]);
  return row ?? null;
}

/** What is left of the quota (0 once an operator lowered it below what orders hold). */
export function remainingQuota(row: Pick<ProductRow, 'quota' | 'held'>): bigint {
  const left = BigInt(row.quota) - BigInt(row.held);
  return left > 0n ? left : 0n;
}

/** A product as the API shows it, with the value date and expiry an order placed at `now` would get. */
export function toProduct(row: ProductRow, now: Date): WealthProduct {
  const format = (units: string | bigint) => formatBaseUnits(BigInt(units), Number(row.decimals));
  const termDays = row.term_days === null ? null : Number(row.term_days);
  const valueDate = valueDateOf(now);
  return {
    id: String(row.id),
    category: row.category,
    coin: row.coin,
    annualRate: rateText(Number(row.rate_bp)),
    termDays,
    minAmount: format(row.min_amount),
    maxPerUser: row.max_per_user === null ? null : format(row.max_per_user),
    quota: format(row.quota),
    remainingQuota: format(remainingQuota(row)),
    qualifiedOnly: row.qualified_only,
    status: row.status,
    valueDate: valueDate.toISOString(),
    expiryDate: expiryOf(valueDate, termDays)?.toISOString() ?? null,
  };
}
