/**
 * The packages' rules that client and server share (SPEC §1, §5 packages): an operator-defined
 * package gives an amount of a coin for a price paid in activated points or in the platform token.
 * Plain data and pure functions over bigint base units; the server decides, the screen previews.
 */

/** How a package is paid: activated points, or the platform token's balance. */
export const PACKAGE_PAY_TYPES = ['points', 'token'] as const;
export type PackagePayType = (typeof PACKAGE_PAY_TYPES)[number];

/** The most packages one exchange may take (a typo guard; stock and the per-user limit may allow fewer). */
export const PACKAGE_QUANTITY_MAX = 1000;

/** A package's name as the operator gives it: 1-40 characters, no control characters. */
export const PACKAGE_NAME_PATTERN = /^[^\p{Cc}]{1,40}$/u;

/** Order states: an exchange is settled in one journal entry, so an order exists only once completed. */
export const PACKAGE_ORDER_STATES = ['completed'] as const;

/**
 * A quantity as the user typed it: a whole number from 1 to PACKAGE_QUANTITY_MAX, or null (zero,
 * negative, decimal, anything else).
 *
 * @example parsePackageQuantity('3') // 3
 * @example parsePackageQuantity('1.5') // null
 */
export function parsePackageQuantity(text: string | number): number | null {
  const trimmed = String(text).trim();
  if (!/^[1-9]\d{0,5}$/.test(trimmed)) return null;
  const n = Number(trimmed);
  return n <= PACKAGE_QUANTITY_MAX ? n : null;
}

/**
 * A package's scale: how much of the coin one unit of payment buys (amount ÷ price), in the coin's
 * base units, rounded down. The screen shows it as "1 POINTS = 0.1 AU".
 *
 * @example scaleOf(10_00000000n, 100n, 0) // 10_000000n (10 AU for 100 points: 0.1 AU a point)
 */
export function scaleOf(amountUnits: bigint, priceUnits: bigint, priceDecimals: number): bigint {
  return (amountUnits * 10n ** BigInt(priceDecimals)) / priceUnits;
}
