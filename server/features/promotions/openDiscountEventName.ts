import type { Queryable } from '../../db/db';

/**
 * The discount event open now (promotion_discount_events), or null when the sale is closed. Inside
 * a purchase's transaction `lock` holds the row (FOR SHARE), so an operator closing or replacing the
 * event waits for purchases under way and none lands in an event already closed.
 *
 * @example await openDiscountEventName(db) // 'discount-1'
 */
export async function openDiscountEventName(q: Queryable, lock = false): Promise<string | null> {
  const [row] = await q.query<{ name: string }>(`SELECT name FROM promotion_discount_events WHERE closed_at IS NULL${lock ? ' FOR SHARE' : ''}`);
  return row?.name ?? null;
}
