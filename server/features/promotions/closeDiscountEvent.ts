import type { Queryable } from '../../db/db';
import type { DiscountEventChange } from './openDiscountEvent';

/**
 * Closes the discounted sale (scripts/promotions.ts discount-close): the open event, if any, is
 * closed and purchases are refused (discountClosed) until the operator opens a new one. Waits for
 * purchases under way (they hold the event's row).
 *
 * @example await closeDiscountEvent(db, new Date(), 'operator:alice') // { opened: null, closed: 'discount-1', … }
 */
export async function closeDiscountEvent(q: Queryable, now: Date, by: string): Promise<DiscountEventChange> {
  const closed = await q.query<{ name: string }>('UPDATE promotion_discount_events SET closed_at = $1, closed_by = $2 WHERE closed_at IS NULL RETURNING name', [now, by]);
  return { opened: null, closed: closed[0]?.name ?? null, at: now.toISOString() };
}
