import type { PackageOrder } from '../../../../features/promotions/contract/packagesApi';
import type { PackagePayType } from '../../../../features/promotions/contract/packagesRules';
import type { Queryable } from '../../../db/db';
import { formatBaseUnits } from '../../../ledger/baseUnits';

type OrderRow = {
  id: string;
  package_id: string;
  name: string;
  coin: string;
  coin_decimals: number;
  package_amount: string;
  pay_type: PackagePayType;
  pay_coin: string;
  pay_decimals: number;
  price: string;
  quantity: string;
  state: 'completed';
  created_at: Date;
};

const ORDER_SELECT = `SELECT o.entry_id::text AS id, o.package_id::text AS package_id, o.name, o.coin, c.decimals::int AS coin_decimals,
    o.package_amount::text AS package_amount, o.pay_type, o.pay_coin, pc.decimals::int AS pay_decimals, o.price::text AS price,
    o.quantity::text AS quantity, o.state, o.created_at
  FROM promotion_package_orders o JOIN coins c ON c.symbol = o.coin JOIN coins pc ON pc.symbol = o.pay_coin`;

function toOrder(row: OrderRow): PackageOrder {
  const quantity = BigInt(row.quantity);
  return {
    id: row.id,
    packageId: row.package_id,
    name: row.name,
    coin: row.coin,
    amount: formatBaseUnits(BigInt(row.package_amount) * quantity, row.coin_decimals),
    packageAmount: formatBaseUnits(BigInt(row.package_amount), row.coin_decimals),
    payType: row.pay_type,
    payCoin: row.pay_coin,
    price: formatBaseUnits(BigInt(row.price), row.pay_decimals),
    quantity: row.quantity,
    total: formatBaseUnits(BigInt(row.price) * quantity, row.pay_decimals),
    state: row.state,
    time: row.created_at.toISOString(),
  };
}

/**
 * The user's package orders, newest first, a page at a time (`cursor` is the last id seen), or
 * one order by id (`id`; another user's order is not found).
 *
 * @example await packageOrders(db, userId, { limit: 20 })
 */
export async function packageOrders(q: Queryable, userId: bigint, page: { cursor?: string; limit: number; id?: string }): Promise<{ items: PackageOrder[]; nextCursor: string | null }> {
  const rows = await q.query<OrderRow>(
    `${ORDER_SELECT} WHERE o.user_id = $1 AND ($2::bigint IS NULL OR o.entry_id < $2) AND ($3::bigint IS NULL OR o.entry_id = $3) ORDER BY o.entry_id DESC LIMIT $4`,
    [userId, page.cursor ?? null, page.id ?? null, page.limit + 1],
  );
  const items = rows.slice(0, page.limit);
  return { items: items.map(toOrder), nextCursor: rows.length > page.limit ? items[items.length - 1].id : null };
}
