import { parseDecimal } from '@/lib/format/decimal';

/**
 * What is left in an envelope: its total less what was claimed, exact (decimal strings as the API
 * sends them, no float), trailing zeros trimmed; never below zero.
 *
 * @example remainingAmount('10', '2.704365') // '7.295635'
 */
export function remainingAmount(total: string, claimed: string): string {
  const a = parseDecimal(total);
  const b = parseDecimal(claimed);
  const scale = Math.max(a.scale, b.scale);
  const units = a.units * 10n ** BigInt(scale - a.scale) - b.units * 10n ** BigInt(scale - b.scale);
  if (units <= 0n) return '0';
  const digits = units.toString().padStart(scale + 1, '0');
  const whole = digits.slice(0, digits.length - scale);
  const fraction = digits.slice(digits.length - scale).replace(/0+$/, '');
  return fraction ? `${whole}.${fraction}` : whole;
}
