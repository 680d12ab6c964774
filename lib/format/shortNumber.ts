import { parseDecimal } from './decimal';

const SUFFIXES = ['', 'k', 'M', 'G', 'T', 'P', 'E'] as const;

/**
 * Short form with the suffixes k, M, G, T, P, E from 1e3 to 1e18 (SPEC §9). Below 1000 (in
 * magnitude) the value is returned unchanged. At most 2 decimals, trailing zeros trimmed, and
 * truncated rather than rounded: 999,999 reads "999.99k", never "1000k", and a balance is never
 * shown larger than it is. Past E there is no larger suffix: 1e21 → "1000E".
 *
 * @example shortNumber(1_234_567) // '1.23M'
 * @example shortNumber('-1500') // '-1.5k'
 * @throws {RangeError} for NaN or ±Infinity.
 * @throws {InvalidDecimalError} for a string that is not a decimal number.
 */
export function shortNumber(value: number | bigint | string): string {
  if (typeof value === 'number' && !Number.isFinite(value)) throw new RangeError(`Not a finite number: ${value}`);
  // String(number) is the shortest exact representation ("1e+21"), which parseDecimal reads exactly.
  const { units, scale } = parseDecimal(String(value));
  const magnitude = units < 0n ? -units : units;
  const one = 10n ** BigInt(scale);

  let tier = 0;
  while (tier < SUFFIXES.length - 1 && magnitude >= one * 1000n ** BigInt(tier + 1)) tier++;
  if (tier === 0) return String(value);

  const hundredths = (magnitude * 100n) / (one * 1000n ** BigInt(tier)); // truncates
  const fraction = (hundredths % 100n).toString().padStart(2, '0').replace(/0+$/, '');
  const sign = units < 0n ? '-' : '';
  return `${sign}${hundredths / 100n}${fraction ? `.${fraction}` : ''}${SUFFIXES[tier]}`;
}
