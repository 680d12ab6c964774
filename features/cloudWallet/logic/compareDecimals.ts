import { parseDecimal } from '@/lib/format/decimal';

/**
 * Compares two decimal strings exactly (no float): negative when a < b, 0 when equal, positive when a > b.
 *
 * @example compareDecimals('0.10', '0.1') // 0
 * @throws {InvalidDecimalError} when either is not a decimal number.
 */
export function compareDecimals(a: string, b: string): number {
  const x = parseDecimal(a);
  const y = parseDecimal(b);
  const scale = Math.max(x.scale, y.scale);
  const left = x.units * 10n ** BigInt(scale - x.scale);
  const right = y.units * 10n ** BigInt(scale - y.scale);
  return left < right ? -1 : left > right ? 1 : 0;
}
