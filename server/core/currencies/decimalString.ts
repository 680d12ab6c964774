import { parseDecimal, splitDecimal } from '@/lib/format/decimal';

/**
 * A positive rate from a JSON feed as an exact decimal string, never through float arithmetic.
 * Strings pass through as written. For numbers, `String(n)` is the shortest text that reads back
 * as the same double, i.e. the literal in the feed for up to 15 significant digits; exponent
 * forms (1e-7) are expanded exactly by the shared decimal parser.
 * Returns null for anything that is not a positive finite decimal.
 *
 * @example decimalString(7.1) // '7.1'
 * @example decimalString(1.5e-7) // '0.00000015'
 */
export function decimalString(value: unknown): string | null {
  let text: string;
  if (typeof value === 'string') {
    text = value.trim();
    // A feed's string must be a plain decimal: no sign, no exponent.
    if (!/^\d+(\.\d+)?$/.test(text)) return null;
  } else if (typeof value === 'number' && Number.isFinite(value)) text = String(value);
  else return null;
  const { negative, integer, fraction } = splitDecimal(parseDecimal(text));
  const frac = fraction.replace(/0+$/, '');
  if (negative || (integer === 0n && frac === '')) return null;
  return frac ? `${integer}.${frac}` : `${integer}`;
}
