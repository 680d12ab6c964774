import { multiplyDecimals, parseDecimal, splitDecimal } from '@/lib/format/decimal';
import type { FiatCurrency } from '@/lib/format/formatFiat';
import { shortNumber } from '@/lib/format/shortNumber';

/**
 * A USD figure (a 24-hour volume, a market cap) in the user's currency in short form (SPEC §9:
 * k, M, G, T …, 2 decimals at most, truncated), with the currency's symbol: exact `usd × rate`,
 * then `shortNumber`. Below 1000 it keeps 2 decimals at most.
 *
 * @example shortFiat('1234567.89', { code: 'USD', symbol: '$', rate: '1' }) // '$1.23M'
 * @example shortFiat('1000', { code: 'CNY', symbol: '¥', rate: '7.1' }) // '¥7.1k'
 */
export function shortFiat(usd: string, currency: FiatCurrency): string {
  const value = multiplyDecimals(parseDecimal(usd), parseDecimal(currency.rate));
  const { negative, integer, fraction } = splitDecimal(value);
  // Two decimals at most before shortening: shortNumber keeps values under 1000 as given.
  const cents = fraction.slice(0, 2).replace(/0+$/, '');
  const text = `${negative ? '-' : ''}${integer}${cents ? `.${cents}` : ''}`;
  return `${currency.symbol}${shortNumber(text)}`;
}
