import { parseDecimal, roundDecimal, splitDecimal, type Decimal } from '../../../lib/format/decimal';

/** USD values keep 8 decimals (truncated): enough for any fiat after the client's rate. */
const VALUE_DECIMALS = 8;

/**
 * The USD value of `units` base units of a coin with `decimals` at `usdPrice`, exactly, as a
 * decimal string; null when the price is unknown.
 *
 * @example decimalText(usdValue(150000000n, 8, '107100')!) // '160650'
 */
export function usdValue(units: bigint, decimals: number, usdPrice: string | undefined | null): Decimal | null {
  if (usdPrice === undefined || usdPrice === null) return null;
  const price = parseDecimal(usdPrice);
  return roundDecimal({ units: units * price.units, scale: decimals + price.scale }, VALUE_DECIMALS, 'truncate');
}

/** Adds values of the same scale (those usdValue returns). */
export function sumValues(values: readonly (Decimal | null)[]): Decimal {
  return values.reduce<Decimal>((sum, v) => (v ? { units: sum.units + v.units, scale: VALUE_DECIMALS } : sum), { units: 0n, scale: VALUE_DECIMALS });
}

/** A decimal as wire text without trailing zeros ('160650', '0.5'). */
export function decimalText(value: Decimal): string {
  const { negative, integer, fraction } = splitDecimal(value);
  const trimmed = fraction.replace(/0+$/, '');
  return `${negative ? '-' : ''}${integer}${trimmed ? `.${trimmed}` : ''}`;
}

/**
 * The change from `before` to `now` (both as usdValue returns them): its amount, and its percentage
 * of `before` rounded half away from zero to 2 decimals; null when `before` is zero.
 *
 * @example valueChange(usdValue(101n, 0, '1')!, usdValue(100n, 0, '1')!) // { usd: '1', percent: '1' }
 */
export function valueChange(now: Decimal, before: Decimal): { usd: string; percent: string } | null {
  if (before.units === 0n) return null;
  const diff = now.units - before.units; // same scale (VALUE_DECIMALS)
  const hundredths = (diff * 10_000n * 2n + (diff < 0n ? -before.units : before.units)) / (2n * before.units);
  return { usd: decimalText({ units: diff, scale: VALUE_DECIMALS }), percent: decimalText({ units: hundredths, scale: 2 }) };
}
