import type { Queryable } from '../../../db/db';
import { findPackage, type PackageRow } from './packageRow';
import { packagesErrors } from './packagesErrors';

/**
 * Switches a package on or off (scripts/promotions.ts package-on / package-off). An off package is
 * not listed to users and refuses exchanges (packageOff); its orders stay.
 *
 * @throws AppError packageNotFound.
 * @example await setPackageEnabled(db, new Date(), '3', false)
 */
export async function setPackageEnabled(q: Queryable, now: Date, id: string, enabled: boolean): Promise<PackageRow> {
  const [row] = await q.query<{ id: string }>('UPDATE promotion_packages SET enabled = $2, updated_at = $3 WHERE id = $1 RETURNING id::text AS id', [id, enabled, now]);
  if (!row) throw packagesErrors.notFound(id);
  return (await findPackage(q, id))!;
}
