/**
 * The promotions feature's rules that client and server share (SPEC §1, §9, record type 13). Plain
 * data and pure functions over bigint base units; the server decides, the screen previews.
 */

/** The activated points' ledger coin: whole points, never sent, withdrawn or swapped. */
export const POINTS_SYMBOL = 'POINTS';
export const POINTS_DECIMALS = 0;

/** The platform token and the second token have 8 decimals, as most exchange tokens shown to users. */
export const TOKEN_DECIMALS = 8;

/** The coin the platform token is bought with, and its decimals. Prices are USDT per whole token. */
export const PAY_COIN = 'USDT';
export const PAY_DECIMALS = 6;

/** The most a price may be, in USDT per whole token (an operator's typo guard). */
export const MAX_PRICE_USDT = '1000000';

/** A price as an operator or a market gives it: a positive decimal with at most 6 decimals. */
export const PRICE_PATTERN = /^(0|[1-9]\d{0,6})(\.\d{1,6})?$/;

/**
 * What `units` of the token cost in USDT base units at `priceUnits` (USDT base units per whole
 * token), rounded up: the platform never sells below its price.
 *
 * @example costOf(150_000_000n, 2_500_000n) // 3_750_000n (1.5 tokens at 2.5 USDT)
 */
export function costOf(units: bigint, priceUnits: bigint): bigint {
  const scale = 10n ** BigInt(TOKEN_DECIMALS);
  return (units * priceUnits + scale - 1n) / scale;
}

/**
 * The service fee on a cost, in basis points, rounded up (a fee of 0 bp is 0).
 *
 * @example feeOf(3_750_000n, 100) // 37_500n
 */
export function feeOf(cost: bigint, feeBp: number): bigint {
  return (cost * BigInt(feeBp) + 9_999n) / 10_000n;
}

/**
 * The discounted sale's price: the current price less `percent` %, rounded up to 0.000001 USDT (the
 * platform never sells below the discounted price either).
 *
 * @example discountPriceOf(2_500_000n, 10) // 2_250_000n (2.5 USDT less 10 %)
 */
export function discountPriceOf(priceUnits: bigint, percent: number): bigint {
  return (priceUnits * BigInt(100 - percent) + 99n) / 100n;
}

/** A discount event's name, as the operator opens it: 1-40 small letters, digits or -. */
export const DISCOUNT_EVENT_PATTERN = /^[a-z0-9][a-z0-9-]{0,39}$/;
