import { parseDecimal, roundDecimal, splitDecimal } from './decimal';
import { groupThousands } from './groupThousands';

/** Significant digits a rate keeps: enough to compare two rates, few enough to read at a glance. */
const SIGNIFICANT = 6;
/** From 1 up, never fewer decimals than this (107,638.22, not 107,638), trailing zeros dropped. */
const MIN_DECIMALS = 2;

/**
 * A rate ("1 BTC = 107,638.22 USDT", "1 USDT = 0.00000929038 BTC", "1 USD = 7.1 CNY"), the one
 * rule for every rate the app shows: 6 significant digits, rounded half-up, with at least 2
 * decimals from 1 up, so a large rate keeps its cents and a small one keeps its figures instead of
 * a row of zeros; trailing zeros dropped, comma thousands separators as every number (SPEC §9).
 * Amounts keep their own formatters (`formatAmount`): a rate is a guide, an amount is money.
 * Exact, no float.
 *
 * @example formatRate('107638.22362486') // '107,638.22'
 * @example formatRate('0.0000092903828') // '0.00000929038'
 * @example formatRate('2.01005025') // '2.01005'
 * @throws {InvalidDecimalError} when `rate` is not a decimal number.
 */
export function formatRate(rate: string): string {
  const value = parseDecimal(rate);
  const { integer, fraction } = splitDecimal(value);
  const decimals =
    integer > 0n
      ? Math.max(MIN_DECIMALS, SIGNIFICANT - integer.toString().length)
      : /[1-9]/.test(fraction)
        ? fraction.search(/[1-9]/) + SIGNIFICANT
        : 0;
  const rounded = splitDecimal(roundDecimal(value, decimals, 'halfUp'));
  const shown = rounded.fraction.replace(/0+$/, '');
  const negative = rounded.negative && (rounded.integer > 0n || shown !== '');
  return `${negative ? '-' : ''}${groupThousands(rounded.integer)}${shown ? `.${shown}` : ''}`;
}
