/**
 * Base units → the decimal string the wire carries, without trailing zeros (no float on the way).
 *
 * @example formatBaseUnits(1500000n, 6) // '1.5'
 * @example formatBaseUnits(-5n, 2) // '-0.05'
 */
export function formatBaseUnits(units: bigint, decimals: number): string {
  const negative = units < 0n;
  const digits = (negative ? -units : units).toString().padStart(decimals + 1, '0');
  const whole = digits.slice(0, digits.length - decimals);
  const fraction = digits.slice(digits.length - decimals).replace(/0+$/, '');
  return `${negative ? '-' : ''}${whole}${fraction ? `.${fraction}` : ''}`;
}

/** A numeric(78,0) column as the adapters return it ('123') → bigint. */
export const toUnits = (value: string | number | bigint): bigint => BigInt(value);
