import type { Queryable } from '../../db/db';

/** A person's part in the discounted sale: the event they bought in and how much (token base units). */
export type DiscountState = { event: string; bought: bigint } | null;

/**
 * What a user bought in the discounted sale so far, and in which event; null when they never
 * bought. Read outside the purchase's transaction it is a preview (the screen, the checks before the
 * pay password); the purchase itself decides with the conditional upsert in discountBuy.ts.
 *
 * @example await discountState(db, userId) // { event: 'discount-1', bought: 5_000_000_000n }
 */
export async function discountState(q: Queryable, userId: bigint): Promise<DiscountState> {
  const [row] = await q.query<{ event: string; bought: string }>('SELECT event, bought::text AS bought FROM promotion_discount_buyers WHERE user_id = $1', [userId]);
  return row ? { event: row.event, bought: BigInt(row.bought) } : null;
}
