import { interestFor } from '@/features/wealth/contract/wealthRules';

/** What the buy form knows before asking the server, in base units of the product's coin. */
export type OrderLimits = {
  minimum: bigint;
  /** The user's balance of the coin. */
  available: bigint;
  /** What is left of the product's quota. */
  remainingQuota: bigint;
  /** What the user may still add under the per-person maximum; null without one. */
  perUserRemaining: bigint | null;
};

export type OrderProblem = 'belowMinimum' | 'overBalance' | 'overQuota' | 'overPerUser';

/**
 * The first rule a typed principal breaks, in the order the server checks them (minimum, quota,
 * per-person maximum, balance), or null when it may be sent. The server checks again.
 *
 * @example checkOrder(5n, { minimum: 10n, available: 100n, remainingQuota: 1000n, perUserRemaining: null }) // 'belowMinimum'
 */
export function checkOrder(units: bigint, limits: OrderLimits): OrderProblem | null {
  if (units < limits.minimum) return 'belowMinimum';
  if (units > limits.remainingQuota) return 'overQuota';
  if (limits.perUserRemaining !== null && units > limits.perUserRemaining) return 'overPerUser';
  if (units > limits.available) return 'overBalance';
  return null;
}

/** The most the user can put in now: the smallest of balance, quota and per-person room. */
export function orderMax(limits: OrderLimits): bigint {
  const caps = [limits.available, limits.remainingQuota, ...(limits.perUserRemaining === null ? [] : [limits.perUserRemaining])];
  return caps.reduce((a, b) => (b < a ? b : a));
}

/**
 * A rate the API gives in percent ("5.5") in basis points (550); null for anything else.
 *
 * @example rateBpOf('5.5') // 550
 */
export function rateBpOf(annualRate: string): number | null {
  const m = /^(\d{1,3})(?:\.(\d{1,2}))?$/.exec(annualRate);
  if (!m) return null;
  return Number(m[1]) * 100 + Number((m[2] ?? '').padEnd(2, '0'));
}

/**
 * What an order of `units` would earn: a fixed one over its whole term, an on-demand one in a day.
 *
 * @example expectedEarnings(1_000_000_000n, 1000, 365) // { per: 'term', units: 100_000_000n }
 */
export function expectedEarnings(units: bigint, rateBp: number, termDays: number | null): { per: 'term' | 'day'; units: bigint } {
  return termDays === null ? { per: 'day', units: interestFor(units, rateBp, 1) } : { per: 'term', units: interestFor(units, rateBp, termDays) };
}
