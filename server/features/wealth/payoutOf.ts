import { type Settlement, earnedDays, interestFor, isEarly } from '../../../features/wealth/contract/wealthRules';

/**
 * What paying an unexpired order out at `now` pays on top of its principal (wealthRules.ts):
 * - a fixed order before its expiry: `early`, no interest (SPEC §4);
 * - a fixed order at or after its expiry: `maturity`, the full term's interest;
 * - an on-demand order: `onDemand`, the interest of the whole days since its value date.
 *
 * @example payoutOf({ principal: 1_000_000_000n, rateBp: 1000, valueDate, termDays: null, expiry: null }, now) // { settlement: 'onDemand', interest: … }
 */
export function payoutOf(order: { principal: bigint; rateBp: number; valueDate: Date; termDays: number | null; expiry: Date | null }, now: Date): { settlement: Settlement; interest: bigint } {
  if (order.termDays === null) return { settlement: 'onDemand', interest: interestFor(order.principal, order.rateBp, earnedDays(order.valueDate, null, now)) };
  if (isEarly(order.expiry, now)) return { settlement: 'early', interest: 0n };
  return { settlement: 'maturity', interest: interestFor(order.principal, order.rateBp, order.termDays) };
}
