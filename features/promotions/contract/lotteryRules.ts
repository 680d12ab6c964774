/**
 * The lottery's rules that client and server share (/lottery). Plain data and pure functions; the
 * server decides, the screen shows the same figures.
 */

/** A prize's chance is a weight in basis points; a prize table's weights sum to exactly this (100 %). */
export const LOTTERY_WEIGHT_TOTAL = 10_000;

/** The most prizes one table may hold (a screen shows them all). */
export const LOTTERY_MAX_PRIZES = 20;

/** The largest daily limit of draws per user an operator may set. */
export const LOTTERY_MAX_DAILY_LIMIT = 1000;

/** How many of a user's draws the screen shows per page. */
export const LOTTERY_DRAWS_PAGE = 10;

/** Whole points, from 1: a draw's cost. */
export const LOTTERY_COST_PATTERN = /^[1-9]\d{0,17}$/;

/**
 * A weight as the percent the screen shows: basis points with two decimals, trailing zeros cut.
 *
 * @example percentOfWeight(1250) // '12.5'
 * @example percentOfWeight(3) // '0.03'
 */
export function percentOfWeight(weight: number): string {
  const whole = Math.floor(weight / 100);
  const rest = String(weight % 100).padStart(2, '0').replace(/0+$/, '');
  return rest ? `${whole}.${rest}` : String(whole);
}

/**
 * The lottery day a moment falls on: the UTC calendar day, so the daily limit resets at 00:00 UTC
 * for everyone, wherever they are.
 *
 * @example lotteryDayOf(new Date('2026-11-28T23:59:59.999Z')) // '2026-11-28'
 */
export function lotteryDayOf(at: Date): string {
  return at.toISOString().slice(0, 10);
}

/**
 * When the lottery day of `at` ends (the next 00:00 UTC): when the draws left are counted afresh.
 *
 * @example lotteryDayEnd(new Date('2026-11-28T10:00:00Z')).toISOString() // '2026-11-29T00:00:00.000Z'
 */
export function lotteryDayEnd(at: Date): Date {
  return new Date(Date.UTC(at.getUTCFullYear(), at.getUTCMonth(), at.getUTCDate() + 1));
}
