/**
 * Base units back to the plain decimal string the wire and the amount field take, exactly and
 * without trailing zeros (formatAmount is for display: it groups thousands and cuts at 6 decimals).
 *
 * @example unitsToDecimal(1_500_000n, 6) // '1.5'
 * @example unitsToDecimal(0n, 18) // '0'
 */
export function unitsToDecimal(units: bigint, decimals: number): string {
  const negative = units < 0n;
  const digits = (negative ? -units : units).toString().padStart(decimals + 1, '0');
  const whole = digits.slice(0, digits.length - decimals);
  const fraction = digits.slice(digits.length - decimals).replace(/0+$/, '');
  return `${negative ? '-' : ''}${whole}${fraction ? `.${fraction}` : ''}`;
}
