import type { WealthOrder } from '../../../features/wealth/contract/wealthApi';
import { type OrderState, type Settlement, type WealthCategory, earningsAt, rateText } from '../../../features/wealth/contract/wealthRules';
import type { Queryable } from '../../db/db';
import { formatBaseUnits } from '../../ledger/baseUnits';
import { payoutOf } from './payoutOf';

/** A `wealth_orders` row with its product's category and its coin's decimals, as ORDER_SELECT returns it. */
export type OrderRow = {
  id: bigint;
  user_id: bigint;
  product_id: bigint;
  category: WealthCategory;
  coin: string;
  decimals: number;
  rate_bp: number;
  term_days: number | null;
  principal: string;
  order_time: Date;
  value_date: Date;
  expiry_date: Date | null;
  state: OrderState;
  settlement: Settlement | null;
  interest_paid: string | null;
  redeemed_at: Date | null;
  buy_entry_id: bigint;
  payout_entry_id: bigint | null;
};

/** Orders with their category and decimals; add a WHERE on `o`. */
export const ORDER_SELECT = `
  SELECT o.id, o.user_id, o.product_id, p.category, o.coin, c.decimals::int AS decimals, o.rate_bp, o.term_days, o.principal, o.order_time,
         o.value_date, o.expiry_date, o.state, o.settlement, o.interest_paid, o.redeemed_at, o.buy_entry_id, o.payout_entry_id
    FROM wealth_orders o JOIN wealth_products p ON p.id = o.product_id JOIN coins c ON c.symbol = o.coin`;

/** One order by id; with `userId`, only that user's (another's is as if it did not exist). */
export async function findOrder(q: Queryable, id: bigint | string, userId?: bigint): Promise<OrderRow | null> {
  const [row] = await q.query<OrderRow>(`${ORDER_SELECT} WHERE o.id = $1 AND ($2::bigint IS NULL OR o.user_id = $2)`, [id, userId ?? null]);
  return row ?? null;
}

/** The rule's view of an order (wealthRules.ts), amounts in base units. */
export function orderTerms(row: OrderRow) {
  return {
    principal: BigInt(row.principal),
    rateBp: Number(row.rate_bp),
    valueDate: row.value_date,
    termDays: row.term_days === null ? null : Number(row.term_days),
    expiry: row.expiry_date,
  };
}

/**
 * An order as the API shows it at `now`: an unexpired one with its earnings so far and what a
 * redemption now would pay; a redeemed one with the interest it was paid.
 */
export function toOrder(row: OrderRow, now: Date): WealthOrder {
  const format = (units: bigint) => formatBaseUnits(units, Number(row.decimals));
  const terms = orderTerms(row);
  const unexpired = row.state === 'unexpired';
  const earnings = earningsAt(terms, now);
  const payout = unexpired ? payoutOf(terms, now) : null;
  return {
    id: String(row.id),
    productId: String(row.product_id),
    category: row.category,
    coin: row.coin,
    annualRate: rateText(terms.rateBp),
    termDays: terms.termDays,
    amount: format(terms.principal),
    orderTime: row.order_time.toISOString(),
    valueDate: row.value_date.toISOString(),
    expiryDate: row.expiry_date?.toISOString() ?? null,
    state: row.state,
    settlement: row.settlement,
    yesterdayEarnings: format(unexpired ? earnings.yesterday : 0n),
    totalEarnings: format(unexpired ? earnings.total : BigInt(row.interest_paid ?? '0')),
    redeemNow: payout && { early: payout.settlement === 'early', interest: format(payout.interest) },
    redeemedAt: row.redeemed_at?.toISOString() ?? null,
  };
}
