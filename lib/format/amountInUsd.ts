import { multiplyDecimals, parseDecimal, splitDecimal } from './decimal';

/**
 * The USD value of `units` base units of a coin with `decimals` at `usdPrice` (USD per coin), as an
 * exact decimal string for `formatFiat` to round — no float, nothing cut before that.
 *
 * @example amountInUsd(1_500_000_000_000_000_000n, 18, '2485') // '3727.5'
 * @throws {InvalidDecimalError} when `usdPrice` is not a decimal number.
 */
export function amountInUsd(units: bigint, decimals: number, usdPrice: string): string {
  const { negative, integer, fraction } = splitDecimal(multiplyDecimals({ units, scale: decimals }, parseDecimal(usdPrice)));
  const digits = fraction.replace(/0+$/, '');
  return `${negative ? '-' : ''}${integer}${digits ? `.${digits}` : ''}`;
}
