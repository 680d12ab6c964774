/**
 * Wealth product rules shared by the screens and the server (SPEC §1, §3, §4, §6; record type 4).
 * Plain data and pure functions, no zod, so screens import it freely.
 *
 * The reading this product takes (docs/design/wealth.md):
 * - A product is PoS mining (`pos`) or a coin plan (`coinplan`), in one coin, either on demand
 *   (`termDays` null: redeem any day with the interest earned) or fixed (`termDays` days).
 * - The annualised rate is in basis points (550 = 5.50 %). Interest is simple, per whole UTC day
 *   from the value date: after n days it is floor(principal × rate × n / (10,000 × 365)) base units.
 * - The value date is the UTC midnight after the order (interest starts there); a fixed order
 *   expires termDays later and then pays principal and all its interest (the maturity job).
 * - Redeeming a fixed order before its expiry returns the principal only: no interest (SPEC §4).
 * - A product marked `qualifiedOnly` is sold only to qualified investors (SPEC §6: a KYC level-3
 *   review recorded a 20,000 USD portfolio or 2 million USD total assets).
 */

export const WEALTH_CATEGORIES = ['pos', 'coinplan'] as const;
export type WealthCategory = (typeof WEALTH_CATEGORIES)[number];

/** Open: on sale. Closed: no new orders; orders already taken run to their end. */
export const PRODUCT_STATUSES = ['open', 'closed'] as const;
export type ProductStatus = (typeof PRODUCT_STATUSES)[number];

/** SPEC §4: an order is unexpired (earning) or redeemed (paid out). */
export const ORDER_STATES = ['unexpired', 'redeemed'] as const;
export type OrderState = (typeof ORDER_STATES)[number];

/**
 * How a redeemed order was paid out: `early` (a fixed order before expiry: principal only),
 * `onDemand` (an on-demand order: principal and the interest earned), `maturity` (a fixed order at
 * expiry, by the job: principal and all its interest).
 */
export const SETTLEMENTS = ['early', 'onDemand', 'maturity'] as const;
export type Settlement = (typeof SETTLEMENTS)[number];

/** Longest fixed term an operator may set. */
export const TERM_DAYS_MAX = 3650;
/** Highest annualised rate an operator may set: 100 % (10,000 basis points). */
export const RATE_BP_MAX = 10_000;

export const DAY_MS = 86_400_000;
const BP_YEAR = 10_000n * 365n;

/**
 * The value date of an order placed at `orderTime`: the next UTC midnight (T+1).
 *
 * @example valueDateOf(new Date('2026-11-24T13:05:00Z')) // 2026-11-25T00:00:00Z
 */
export function valueDateOf(orderTime: Date): Date {
  return new Date((Math.floor(orderTime.getTime() / DAY_MS) + 1) * DAY_MS);
}

/** The expiry of a fixed order (value date + term), or null for an on-demand one. */
export function expiryOf(valueDate: Date, termDays: number | null): Date | null {
  return termDays === null ? null : new Date(valueDate.getTime() + termDays * DAY_MS);
}

/**
 * Whole days of interest an order has earned at `now`: days since the value date, capped at the
 * term for a fixed order; 0 before the value date.
 */
export function earnedDays(valueDate: Date, termDays: number | null, now: Date): number {
  const days = Math.max(0, Math.floor((now.getTime() - valueDate.getTime()) / DAY_MS));
  return termDays === null ? days : Math.min(days, termDays);
}

/**
 * Interest on `principal` base units at `rateBp` basis points a year after `days` whole days,
 * rounded down to a base unit.
 *
 * @example interestFor(1_000_000_000n, 1000, 365) // 100_000_000n (10 % of 1,000 USDT with 6 decimals)
 */
export function interestFor(principal: bigint, rateBp: number, days: number): bigint {
  if (days <= 0 || rateBp <= 0) return 0n;
  return (principal * BigInt(rateBp) * BigInt(days)) / BP_YEAR;
}

/**
 * What an order shows at `now`: total interest earned so far and the last whole day's share of it
 * ("yesterday's earnings"), both 0 before the value date.
 */
export function earningsAt(order: { principal: bigint; rateBp: number; valueDate: Date; termDays: number | null }, now: Date) {
  const days = earnedDays(order.valueDate, order.termDays, now);
  const total = interestFor(order.principal, order.rateBp, days);
  // The day that ended at the last midnight: 0 once a fixed order's term is over.
  const lastDayCounted = Math.max(0, Math.floor((now.getTime() - order.valueDate.getTime()) / DAY_MS));
  const yesterday = order.termDays !== null && lastDayCounted > order.termDays ? 0n : total - interestFor(order.principal, order.rateBp, days - 1);
  return { days, total, yesterday };
}

/** Whether redeeming at `now` is early: a fixed order before its expiry (it then earns no interest). */
export function isEarly(expiry: Date | null, now: Date): boolean {
  return expiry !== null && now.getTime() < expiry.getTime();
}

/** Basis points as the percent the screens show: 550 → "5.5". */
export function rateText(rateBp: number): string {
  const whole = Math.floor(rateBp / 100);
  const cents = rateBp % 100;
  return cents === 0 ? String(whole) : `${whole}.${String(cents).padStart(2, '0').replace(/0$/, '')}`;
}
