/**
 * Flash swap rules shared by the screens and the server (SPEC §4, §5, §9). Plain data,
 * no zod, so screens import it freely.
 */

/** How long a quote holds its rate by default (seconds); SWAP_QUOTE_SECONDS changes it. */
export const QUOTE_SECONDS_DEFAULT = 15;

/** SPEC §5: when the user types the USDT side, the amount is a whole multiple of this. */
export const USDT_MULTIPLE = 100n;
export const USDT = 'USDT';

/** Which side's amount the user typed: what they pay (`from`) or what they get (`to`). */
export const SWAP_SIDES = ['from', 'to'] as const;
export type SwapSide = (typeof SWAP_SIDES)[number];

/** A spread in basis points: 50 = 0.50 % of the output is the platform's. */
export const SPREAD_BPS_MAX = 1_000;

/**
 * Whether `units` (base units of a coin with `decimals`) is a whole multiple of 100 USDT.
 *
 * @example isUsdtMultiple(200_000000n, 6) // true
 */
export function isUsdtMultiple(units: bigint, decimals: number): boolean {
  return units % (USDT_MULTIPLE * 10n ** BigInt(decimals)) === 0n;
}
