import type { WealthSummary } from '../../../features/wealth/contract/wealthApi';
import { earningsAt } from '../../../features/wealth/contract/wealthRules';
import type { Queryable } from '../../db/db';
import { formatBaseUnits } from '../../ledger/baseUnits';
import { ORDER_SELECT, type OrderRow, orderTerms } from './orderRow';

/**
 * The user's holdings per coin (/mywealth, the Asset tab): principal, yesterday's and total
 * earnings of the unexpired orders computed at `now`, plus the interest the redeemed ones were
 * paid; coins with any order, alphabetical.
 *
 * @example await wealthSummary(db, userId, now)
 */
export async function wealthSummary(q: Queryable, userId: bigint, now: Date): Promise<WealthSummary> {
  const unexpired = await q.query<OrderRow>(`${ORDER_SELECT} WHERE o.user_id = $1 AND o.state = 'unexpired'`, [userId]);
  const paid = await q.query<{ coin: string; decimals: number; interest: string }>(
    `SELECT o.coin, c.decimals::int AS decimals, sum(o.interest_paid)::text AS interest
       FROM wealth_orders o JOIN coins c ON c.symbol = o.coin WHERE o.user_id = $1 AND o.state = 'redeemed' GROUP BY o.coin, c.decimals`,
    [userId],
  );
  type Holding = { decimals: number; principal: bigint; yesterday: bigint; total: bigint; orders: number };
  const byCoin = new Map<string, Holding>();
  const holding = (coin: string, decimals: number) => {
    let found = byCoin.get(coin);
    if (!found) byCoin.set(coin, (found = { decimals: Number(decimals), principal: 0n, yesterday: 0n, total: 0n, orders: 0 }));
    return found;
  };
  for (const row of unexpired) {
    const terms = orderTerms(row);
    const { total, yesterday } = earningsAt(terms, now);
    const h = holding(row.coin, row.decimals);
    h.principal += terms.principal;
    h.yesterday += yesterday;
    h.total += total;
    h.orders += 1;
  }
  for (const row of paid) holding(row.coin, row.decimals).total += BigInt(row.interest);
  return {
    holdings: [...byCoin.entries()]
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
      .map(([coin, h]) => ({
        coin,
        principal: formatBaseUnits(h.principal, h.decimals),
        yesterdayEarnings: formatBaseUnits(h.yesterday, h.decimals),
        totalEarnings: formatBaseUnits(h.total, h.decimals),
        orders: h.orders,
      })),
  };
}
