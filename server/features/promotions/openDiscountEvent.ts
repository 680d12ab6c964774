import { DISCOUNT_EVENT_PATTERN } from '../../../features/promotions/contract/promotionsRules';
import { ERROR_KEYS } from '../../../lib/contract/apiError';
import type { Db } from '../../db/db';
import { badRequest } from '../../http/appError';

export type DiscountEventChange = { opened: string | null; closed: string | null; at: string };

/**
 * Opens a discount event (scripts/promotions.ts discount-open), closing the one open before it, in
 * one transaction: buyers of the closed event cannot take part in the new one, as the sale allows
 * one event per person. A name is never reused (an earlier event stays earlier). Applies to the
 * next purchase in every server instance, as purchases read the open event from the database.
 *
 * @throws AppError invalid for a malformed name or one used before (nothing changed).
 * @example await openDiscountEvent(db, new Date(), 'spring-2027', 'operator:alice')
 */
export async function openDiscountEvent(db: Db, now: Date, name: string, by: string): Promise<DiscountEventChange> {
  const event = name.trim();
  if (!DISCOUNT_EVENT_PATTERN.test(event)) throw invalid('must be 1 to 40 small letters, digits or -, such as spring-2027');
  return db.tx(async (q) => {
    const [used] = await q.query('SELECT 1 FROM promotion_discount_events WHERE name = $1', [event]);
    if (used) throw invalid(`${event} was used before: an event name is never reused`);
    const closed = await q.query<{ name: string }>('UPDATE promotion_discount_events SET closed_at = $1, closed_by = $2 WHERE closed_at IS NULL RETURNING name', [now, by]);
    await q.query('INSERT INTO promotion_discount_events (name, opened_at, opened_by) VALUES ($1, $2, $3)', [event, now, by]);
    return { opened: event, closed: closed[0]?.name ?? null, at: now.toISOString() };
  });
}

const invalid = (reason: string) => badRequest(`event is invalid: ${reason}.`, ERROR_KEYS.invalid, { field: 'event', reason });
