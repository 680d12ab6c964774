import { toIntlLocale } from './toIntlLocale';

/** How a locale writes numbers, as `Intl` prints them: the amount input's reading and writing. */
export type AmountSymbols = {
  /** The decimal separator ("." in en, "," in fr, el, tr; "٫" where Arabic-Indic digits are used). */
  decimal: string;
  /** The grouping separator ("," in en, "." in el and tr; a space in fr, after NFKC). */
  group: string;
  /** The locale's digits 0 to 9, in order. */
  digits: string[];
  /** The size of the group nearest the decimal point (3), and of the groups before it (2 in Hindi: 12,34,567). */
  grouping: { primary: number; secondary: number };
};

const cache = new Map<string, AmountSymbols>();

/**
 * The separators and digits of one of the app's locales (`in` is read as Hindi). Separators are
 * NFKC-normalised, so the narrow no-break space French groups with compares equal to a typed space.
 *
 * @example amountSymbols('tr') // { decimal: ',', group: '.', digits: ['0', …, '9'], grouping: { primary: 3, secondary: 3 } }
 */
export function amountSymbols(locale: string): AmountSymbols {
  const tag = toIntlLocale(locale);
  let symbols = cache.get(tag);
  if (!symbols) {
    const format = new Intl.NumberFormat(tag, { useGrouping: true, maximumFractionDigits: 1 });
    const parts = format.formatToParts(1234567.5);
    const part = (type: string) => parts.find((p) => p.type === type)?.value.normalize('NFKC') ?? '';
    const integers = parts.filter((p) => p.type === 'integer').map((p) => p.value.length);
    const digits = new Intl.NumberFormat(tag, { useGrouping: false });
    symbols = {
      decimal: part('decimal') || '.',
      group: part('group') || ',',
      digits: Array.from({ length: 10 }, (_, d) => digits.format(d)),
      grouping: { primary: integers.at(-1) ?? 3, secondary: integers.length > 2 ? integers[integers.length - 2] : (integers.at(-1) ?? 3) },
    };
    cache.set(tag, symbols);
  }
  return symbols;
}
