import { multiplyDecimals, parseDecimal, roundDecimal, splitDecimal } from './decimal';
import { groupThousands } from './groupThousands';

/** The display currency, as in the initial info (`Currency` in lib/contract/initInfo.ts). */
export type FiatCurrency = { code: string; symbol: string; rate: string };

/**
 * A USD amount in the user's currency: `usd × rate` (units per 1 USD) computed exactly, rounded
 * half-up (ties away from zero) at the currency's last digit — 2 for most, 0 for JPY/KRW, as ISO
 * 4217 via Intl says — with comma separators and the currency's own symbol in front.
 *
 * @example formatFiat('10', { code: 'CNY', symbol: '¥', rate: '7.1' }) // '¥71.00'
 * @example formatFiat('10', { code: 'JPY', symbol: '¥', rate: '151.235' }) // '¥1,512'
 * @throws {InvalidDecimalError} when `usd` or `currency.rate` is not a decimal number.
 * @throws {RangeError} when `currency.code` is not a well-formed ISO 4217 code.
 */
export function formatFiat(usd: string, currency: FiatCurrency): string {
  const digits = currencyDigits(currency.code);
  const value = multiplyDecimals(parseDecimal(usd), parseDecimal(currency.rate));
  const { negative, integer, fraction } = splitDecimal(roundDecimal(value, digits, 'halfUp'));
  return `${negative ? '-' : ''}${currency.symbol}${groupThousands(integer)}${fraction ? `.${fraction}` : ''}`;
}

const digitsByCode = new Map<string, number>();

/** The currency's decimals by ISO 4217 (2 for most, 0 for JPY and KRW). @throws {RangeError} for a malformed code. */
export function currencyDigits(code: string): number {
  let digits = digitsByCode.get(code);
  if (digits === undefined) {
    const format = new Intl.NumberFormat('en', { style: 'currency', currency: code });
    digits = format.resolvedOptions().maximumFractionDigits ?? 2;
    digitsByCode.set(code, digits);
  }
  return digits;
}
