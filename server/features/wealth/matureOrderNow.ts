import type { Db } from '../../db/db';
import { badRequest, notFound } from '../../http/appError';
import { type MaturityOutcome, matureOrder } from './matureOrder';
import { findOrder } from './orderRow';

/**
 * Development and e2e only (`POST /api/dev/wealth/mature`, DEV_ROUTES): moves a fixed order's
 * expiry to `now` and pays it through matureOrder, the maturity job's own service (same entry key,
 * so the job finds nothing more to do), as a test cannot wait out a term. The order is paid as at
 * maturity: principal and the full term's interest.
 *
 * @example await matureOrderNow(db, deps.clock(), '12')
 */
export async function matureOrderNow(db: Db, now: Date, id: string): Promise<MaturityOutcome> {
  const order = await findOrder(db, id);
  if (!order) throw notFound();
  if (order.term_days === null) throw badRequest('An on-demand order has no expiry: redeem it instead.');
  // The table wants the expiry after the order time: an order placed this very millisecond expires 1 ms later.
  const [moved] = await db.query<{ expiry_date: Date }>(
    "UPDATE wealth_orders SET expiry_date = GREATEST(order_time + interval '1 millisecond', LEAST(expiry_date, $2)) WHERE id = $1 AND state = 'unexpired' RETURNING expiry_date",
    [order.id, now],
  );
  const at = new Date(Math.max(now.getTime(), (moved?.expiry_date ?? now).getTime()));
  return matureOrder(db, { now: at, runId: `dev${at.toISOString().replace(/[:]/g, '')}` }, (await findOrder(db, order.id))!);
}
