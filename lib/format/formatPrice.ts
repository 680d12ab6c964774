import { multiplyDecimals, parseDecimal, roundDecimal, splitDecimal } from './decimal';
import { currencyDigits, type FiatCurrency } from './formatFiat';
import { groupThousands } from './groupThousands';

/** Significant digits a price below 1 keeps, as exchanges show them (SHIB at $0.00001152). */
const SIGNIFICANT = 4;

/**
 * A coin's price (USD per coin) in the user's currency. From 1 up it is written as `formatFiat`
 * writes money (the currency's decimals, half-up); below 1 it keeps 4 significant digits, so a
 * sub-cent price is not shown as "$0.00": `0.00001152` → "$0.00001152", never fewer
 * decimals than the currency has, trailing zeros beyond those dropped. Exact, no float; the same in
 * every UI locale, as every amount the app prints (SPEC §9). Balances and totals keep `formatFiat`.
 *
 * @example formatPrice('0.00001152', { code: 'USD', symbol: '$', rate: '1' }) // '$0.00001152'
 * @example formatPrice('0.00001152', { code: 'JPY', symbol: '¥', rate: '151.235' }) // '¥0.001742'
 * @example formatPrice('2485.1234', { code: 'USD', symbol: '$', rate: '1' }) // '$2,485.12'
 * @throws {InvalidDecimalError} when `usd` or `currency.rate` is not a decimal number.
 * @throws {RangeError} when `currency.code` is not a well-formed ISO 4217 code.
 */
export function formatPrice(usd: string, currency: FiatCurrency): string {
  const minimum = currencyDigits(currency.code);
  const value = multiplyDecimals(parseDecimal(usd), parseDecimal(currency.rate));
  const { integer, fraction } = splitDecimal(value);
  let digits = minimum;
  if (integer === 0n && /[1-9]/.test(fraction)) {
    const leadingZeros = fraction.search(/[1-9]/);
    digits = Math.max(minimum, leadingZeros + SIGNIFICANT);
  }
  const rounded = splitDecimal(roundDecimal(value, digits, 'halfUp'));
  const shown = rounded.fraction.slice(0, minimum) + rounded.fraction.slice(minimum).replace(/0+$/, '');
  const negative = rounded.negative && (rounded.integer > 0n || /[1-9]/.test(rounded.fraction));
  return `${negative ? '-' : ''}${currency.symbol}${groupThousands(rounded.integer)}${shown ? `.${shown}` : ''}`;
}
