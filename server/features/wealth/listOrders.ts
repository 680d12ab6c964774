import type { OrderPage } from '../../../features/wealth/contract/wealthApi';
import type { OrderState } from '../../../features/wealth/contract/wealthRules';
import type { Queryable } from '../../db/db';
import { ORDER_SELECT, type OrderRow, toOrder } from './orderRow';

/**
 * The user's orders in one state (/mywealth: unexpired or redeemed), newest first, a page at a
 * time (`cursor` is the last id seen).
 *
 * @example await listOrders(db, userId, { state: 'unexpired', limit: 20 }, now)
 */
export async function listOrders(q: Queryable, userId: bigint, page: { state: OrderState; cursor?: string; limit: number }, now: Date): Promise<OrderPage> {
  const rows = await q.query<OrderRow>(`${ORDER_SELECT} WHERE o.user_id = $1 AND o.state = $2 AND ($3::bigint IS NULL OR o.id < $3) ORDER BY o.id DESC LIMIT $4`, [
    userId,
    page.state,
    page.cursor ?? null,
    page.limit + 1,
  ]);
  const items = rows.slice(0, page.limit);
  return { items: items.map((row) => toOrder(row, now)), nextCursor: rows.length > page.limit ? String(items[items.length - 1].id) : null };
}
