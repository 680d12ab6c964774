/**
 * Exact decimal arithmetic on strings, just enough for money formatting (formatAmount, formatFiat,
 * shortNumber). A value is `units / 10^scale` with bigint units, so nothing passes through a float.
 */
export type Decimal = { units: bigint; scale: number };

export type Rounding = 'truncate' | 'halfUp';

/** Thrown when a string is not a plain decimal number such as "-1234.5", ".5" or "1.5e3". */
export class InvalidDecimalError extends Error {
  override name = 'InvalidDecimalError';
  constructor(text: string) {
    super(`Not a decimal number: ${JSON.stringify(text)}`);
  }
}

// Exponents are allowed so String(number) ("1e+21", "1e-7") parses; the bound keeps a typo like
// "1e999999999" from allocating a billion-digit bigint.
const DECIMAL = /^([+-]?)(\d*)(?:\.(\d*))?(?:[eE]([+-]?\d{1,4}))?$/;

/**
 * Parses a decimal string exactly. No grouping commas, no whitespace.
 *
 * @example parseDecimal('-12.50') // { units: -1250n, scale: 2 }
 * @throws {InvalidDecimalError} when `text` is not a decimal number.
 */
export function parseDecimal(text: string): Decimal {
  const match = DECIMAL.exec(text);
  if (!match) throw new InvalidDecimalError(text);
  const [, sign, whole = '', fraction = '', exponent = '0'] = match;
  const digits = whole + fraction;
  if (digits === '') throw new InvalidDecimalError(text);
  let units = BigInt(digits);
  let scale = fraction.length - Number(exponent);
  if (scale < 0) {
    units *= 10n ** BigInt(-scale);
    scale = 0;
  }
  return { units: sign === '-' ? -units : units, scale };
}

/** @example multiplyDecimals(parseDecimal('1.5'), parseDecimal('7.1')) // { units: 1065n, scale: 2 } */
export function multiplyDecimals(a: Decimal, b: Decimal): Decimal {
  return { units: a.units * b.units, scale: a.scale + b.scale };
}

/**
 * Rounds to exactly `digits` decimals. `truncate` goes toward zero (never overstates an amount);
 * `halfUp` rounds a tie away from zero (2.345 → 2.35, -2.345 → -2.35).
 *
 * @example roundDecimal(parseDecimal('2.345'), 2, 'halfUp') // { units: 235n, scale: 2 }
 */
export function roundDecimal(value: Decimal, digits: number, rounding: Rounding): Decimal {
  if (value.scale <= digits) return { units: value.units * 10n ** BigInt(digits - value.scale), scale: digits };
  const divisor = 10n ** BigInt(value.scale - digits);
  let units = value.units / divisor; // bigint division truncates toward zero
  const remainder = value.units % divisor;
  if (rounding === 'halfUp') {
    const twice = (remainder < 0n ? -remainder : remainder) * 2n;
    if (twice >= divisor) units += value.units < 0n ? -1n : 1n;
  }
  return { units, scale: digits };
}

/**
 * Splits into sign, integer part and the fraction digits (exactly `scale` of them). Zero is never
 * negative, so a value that rounded to zero does not print as "-0".
 *
 * @example splitDecimal({ units: -1250n, scale: 2 }) // { negative: true, integer: 12n, fraction: '50' }
 */
export function splitDecimal(value: Decimal): { negative: boolean; integer: bigint; fraction: string } {
  const negative = value.units < 0n;
  const magnitude = negative ? -value.units : value.units;
  const one = 10n ** BigInt(value.scale);
  const fraction = value.scale === 0 ? '' : (magnitude % one).toString().padStart(value.scale, '0');
  return { negative, integer: magnitude / one, fraction };
}
