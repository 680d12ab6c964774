import fc from 'fast-check';
import { LOCALES } from '@/lib/i18n/locales';
import { formatAmount } from './formatAmount';
import { formatAmountText } from './formatAmountText';
import { groupThousands } from './groupThousands';
import { parseAmountText, type AmountTextError } from './parseAmountText';
import { toIntlLocale } from './toIntlLocale';

/**
 * Properties of the amount input's reading and writing, in all 11 locales. Each property runs
 * RUNS random cases per locale (fast-check shrinks a failure to its smallest case).
 */
const RUNS = 1000;
const ERRORS: AmountTextError[] = ['empty', 'negative', 'invalid', 'misplacedSeparator', 'ambiguous', 'tooManyDecimals', 'tooLarge'];

/** Amounts as base units and decimals (0..20: Intl formats strings exactly up to 20 decimals). */
const amount = fc.record({
  decimals: fc.integer({ min: 0, max: 20 }),
  units: fc.oneof(fc.bigInt({ min: 0n, max: 10n ** 12n }), fc.bigInt({ min: 0n, max: 2n ** 256n - 1n })),
});

/** Base units as a plain decimal string ("1234.5"). */
function plain(units: bigint, decimals: number): string {
  const digits = units.toString().padStart(decimals + 1, '0');
  const fraction = digits.slice(digits.length - decimals).replace(/0+$/, '');
  return digits.slice(0, digits.length - decimals) + (fraction ? `.${fraction}` : '');
}

describe.each(LOCALES)('amount text in %s', (locale) => {
  it('reads back what it writes: parse(format(amount)) is the amount', () => {
    fc.assert(
      fc.property(amount, ({ units, decimals }) => {
        expect(parseAmountText(formatAmountText(units, decimals, locale), { locale, decimals })).toEqual({ ok: true, units });
      }),
      { numRuns: RUNS },
    );
  });

  it('never reads a grouped number as a different amount: as Intl writes it in this locale, as the app writes it (SPEC §9), and with Arabic-Indic digits', () => {
    const writers = [
      (units: bigint, decimals: number) => new Intl.NumberFormat(toIntlLocale(locale), { maximumFractionDigits: 20 }).format(plain(units, decimals) as unknown as number),
      (units: bigint, decimals: number) => {
        const [integer, fraction] = plain(units, decimals).split('.');
        return groupThousands(BigInt(integer)) + (fraction ? `.${fraction}` : '');
      },
      (units: bigint, decimals: number) => new Intl.NumberFormat('ar-EG', { maximumFractionDigits: 20 }).format(plain(units, decimals) as unknown as number),
    ];
    fc.assert(
      fc.property(amount, fc.integer({ min: 0, max: writers.length - 1 }), ({ units, decimals }, writer) => {
        const text = writers[writer](units, decimals);
        const result = parseAmountText(text, { locale, decimals });
        // Either the same amount, or refused (ambiguous), never another number.
        if (result.ok) expect(result.units).toBe(units);
        else expect(result.error).toBe('ambiguous');
      }),
      { numRuns: RUNS },
    );
  });

  it('never reads an English-grouped thousand ("1,000", "12,345,678") as anything but itself, whatever the locale', () => {
    fc.assert(
      fc.property(fc.bigInt({ min: 1000n, max: 10n ** 30n }), (integer) => {
        const result = parseAmountText(groupThousands(integer), { locale, decimals: 6 });
        if (result.ok) expect(result.units).toBe(integer * 10n ** 6n);
        else expect(result.error).toBe('ambiguous');
      }),
      { numRuns: RUNS },
    );
  });

  it('never throws on any text: it reads an amount or names an error', () => {
    const characters = fc.constantFrom(...'0123456789٠١٢٣٤٥٦٧٨٩۰۹०९๐๙０９.,٫٬ \u00a0\u202f\u200f-+eE$abc，．\t'.split(''));
    const text = fc.oneof(fc.string({ unit: characters, maxLength: 30 }), fc.string({ unit: 'grapheme', maxLength: 30 }), fc.string({ unit: 'binary', maxLength: 30 }));
    fc.assert(
      fc.property(text, fc.integer({ min: 0, max: 255 }), (input, decimals) => {
        const result = parseAmountText(input, { locale, decimals });
        if (result.ok) {
          expect(result.units >= 0n && result.units < 2n ** 256n).toBe(true);
          // Anything it reads, it reads the same again once written in this locale.
          expect(parseAmountText(formatAmountText(result.units, decimals, locale), { locale, decimals })).toEqual(result);
        } else expect(ERRORS).toContain(result.error);
      }),
      { numRuns: RUNS * 3 },
    );
  });

  it('refuses extra significant decimals rather than rounding them', () => {
    fc.assert(
      fc.property(amount, fc.integer({ min: 1, max: 9 }), ({ units, decimals }, digit) => {
        const text = formatAmountText(units, decimals, locale);
        const separator = /[^0-9]/.test(text) ? '' : formatAmountText(1n, 1, locale).replace(/[0-9]/g, '');
        const longer = `${text}${separator}${'0'.repeat(Math.max(0, decimals - (text.split(/[^0-9]/)[1]?.length ?? 0)))}${digit}`;
        expect(parseAmountText(longer, { locale, decimals })).toEqual({ ok: false, error: 'tooManyDecimals' });
      }),
      { numRuns: RUNS },
    );
  });
});

describe('amounts shown (formatAmount)', () => {
  /** A shown amount, grouped with commas (SPEC §9), back in base units of `decimals`. */
  function unitsOf(text: string, decimals: number): bigint {
    const [integer, fraction = ''] = text.replace(/,/g, '').split('.');
    expect(fraction.length).toBeLessThanOrEqual(decimals);
    return BigInt(integer + fraction.padEnd(decimals, '0'));
  }

  it('shows a balance in a list cut down to 6 decimals, never more than it is and less by under 0.000001', () => {
    fc.assert(
      fc.property(amount, ({ units, decimals }) => {
        const shown = unitsOf(formatAmount({ value: units, decimals }, { trim: true }), Math.max(decimals, 6));
        const scaled = units * 10n ** BigInt(Math.max(decimals, 6) - decimals);
        const step = 10n ** BigInt(Math.max(decimals, 6) - 6);
        expect(shown <= scaled && scaled - shown < step).toBe(true);
      }),
      { numRuns: RUNS },
    );
  });

  it('shows the exact amount with every decimal of the coin, trailing zeros trimmed', () => {
    fc.assert(
      fc.property(amount, ({ units, decimals }) => {
        const text = formatAmount({ value: units, decimals }, { exact: true });
        expect(unitsOf(text, decimals)).toBe(units);
        expect(text).not.toMatch(/\.\d*0$|\.$/);
      }),
      { numRuns: RUNS },
    );
  });
});
