import type { WealthOrder } from '../../../features/wealth/contract/wealthApi';
import type { Queryable } from '../../db/db';
import { findOrder, toOrder } from './orderRow';
import { wealthErrors } from './wealthErrors';

/**
 * One of the user's orders at `now` (/ploydetail of an order, /sellploy); another user's is
 * answered as unknown, so ids tell nothing.
 *
 * @example await orderDetail(db, userId, '12', now)
 */
export async function orderDetail(q: Queryable, userId: bigint, id: string, now: Date): Promise<WealthOrder> {
  const row = await findOrder(q, id, userId);
  if (!row) throw wealthErrors.orderUnknown();
  return toOrder(row, now);
}
