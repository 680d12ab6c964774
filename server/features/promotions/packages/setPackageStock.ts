import type { Queryable } from '../../../db/db';
import { findPackage, type PackageRow } from './packageRow';
import { packagesErrors } from './packagesErrors';

/**
 * Sets how many packages are left (scripts/promotions.ts package-set-stock): the new stock applies
 * to the next exchange in every server instance, as exchanges take the stock from the row. Orders
 * already made keep what they took.
 *
 * @throws AppError packageNotFound, or packageInvalid for a stock that is not a whole number from 0.
 * @example await setPackageStock(db, new Date(), '3', '1000')
 */
export async function setPackageStock(q: Queryable, now: Date, id: string, stock: string): Promise<PackageRow> {
  const text = stock.trim();
  if (!/^(0|[1-9]\d{0,14})$/.test(text)) throw packagesErrors.invalid('the stock must be a whole number from 0');
  const [row] = await q.query<{ id: string }>('UPDATE promotion_packages SET stock = $2, updated_at = $3 WHERE id = $1 RETURNING id::text AS id', [id, text, now]);
  if (!row) throw packagesErrors.notFound(id);
  return (await findPackage(q, id))!;
}
