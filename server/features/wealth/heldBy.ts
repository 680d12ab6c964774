import type { Queryable } from '../../db/db';

/**
 * The principal a user holds in a product's unexpired orders, in base units (the per-user maximum
 * counts it).
 *
 * @example await heldBy(db, productId, userId)
 */
export async function heldBy(q: Queryable, productId: bigint | string, userId: bigint): Promise<bigint> {
  const [row] = await q.query<{ held: string }>(
    "SELECT COALESCE(sum(principal), 0)::text AS held FROM wealth_orders WHERE product_id = $1 AND user_id = $2 AND state = 'unexpired'",
    [productId, userId],
  );
  return BigInt(row.held);
}
