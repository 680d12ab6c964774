import { amountSymbols } from './amountSymbols';
import { parseAmountText } from './parseAmountText';

/**
 * Writes base units as the amount input shows them in `locale`: the locale's digits and decimal
 * separator, every significant decimal, no thousands separators (an input is edited, and in el or
 * tr "1.234" would read as ambiguous). Exact for any size. Where the locale's decimal separator can
 * also group thousands and the text would look like a grouping ("1,234" for 1.234 in French), one
 * zero is added ("1,2340") so that `parseAmountText` reads it back as the same amount.
 *
 * @example formatAmountText(1_234_500_000n, 6, 'en') // '1234.5'
 * @example formatAmountText(1_234_500_000n, 6, 'fr') // '1234,5'
 * @example formatAmountText(1_234_000n, 6, 'tr') // '1,2340'
 * @throws {RangeError} for negative units or `decimals` outside 0..255.
 */
export function formatAmountText(units: bigint, decimals: number, locale: string): string {
  if (!Number.isInteger(decimals) || decimals < 0 || decimals > 255) throw new RangeError(`Invalid decimals: ${decimals}`);
  if (units < 0n) throw new RangeError('An amount is never negative');
  const symbols = amountSymbols(locale);
  const digits = units.toString().padStart(decimals + 1, '0');
  const integer = digits.slice(0, digits.length - decimals);
  const fraction = digits.slice(digits.length - decimals).replace(/0+$/, '');
  const write = (latin: string) => latin.replace(/[0-9]/g, (d) => symbols.digits[Number(d)]);
  const text = (f: string) => write(integer) + (f ? symbols.decimal + write(f) : '');
  const plain = text(fraction);
  const read = parseAmountText(plain, { locale, decimals });
  return read.ok ? plain : text(`${fraction}0`);
}
