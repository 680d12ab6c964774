import { InvalidDecimalError, parseDecimal, roundDecimal } from '../../../lib/format/decimal';
import { decimalString } from '../../core/currencies/decimalString';
import { decimalText } from '../../core/prices/usdValue';

/**
 * A signed percentage from a source (string or JSON number) rounded half away from zero to 2
 * decimals, as exact text ('-1.23', '0'); null for anything that is not a finite decimal.
 *
 * @example percentText('1.2295') // '1.23'
 */
export function percentText(value: unknown): string | null {
  const text = typeof value === 'number' && Number.isFinite(value) ? String(value) : typeof value === 'string' ? value.trim() : null;
  if (text === null || !/^-?\d+(\.\d+)?(e[-+]?\d+)?$/i.test(text)) return null;
  try {
    return decimalText(roundDecimal(parseDecimal(text), 2, 'halfUp'));
  } catch (error) {
    if (error instanceof InvalidDecimalError) return null;
    throw error;
  }
}

/**
 * A non-negative amount from a source as exact decimal text ('0' allowed, unlike decimalString);
 * null for anything else.
 *
 * @example amountText(0) // '0'
 */
export function amountText(value: unknown): string | null {
  if (value === 0 || value === '0' || (typeof value === 'string' && /^0+(\.0+)?$/.test(value.trim()))) return '0';
  return decimalString(value);
}

/**
 * The change from `open` to `price` in percent, rounded half away from zero to 2 decimals,
 * exactly; null when the open is unknown or zero.
 *
 * @example changePercent('107100', '105800') // '1.23'
 */
export function changePercent(price: string, open: string | null): string | null {
  if (open === null) return null;
  const p = parseDecimal(price);
  const o = parseDecimal(open);
  if (o.units === 0n) return null;
  // (p - o) / o * 100 at a common scale, with 3 extra digits before rounding to 2.
  const scale = Math.max(p.scale, o.scale);
  const pu = p.units * 10n ** BigInt(scale - p.scale);
  const ou = o.units * 10n ** BigInt(scale - o.scale);
  const thousandths = ((pu - ou) * 100_000n) / ou;
  return decimalText(roundDecimal({ units: thousandths, scale: 3 }, 2, 'halfUp'));
}
