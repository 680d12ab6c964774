import { parseAmountText, type AmountTextResult } from './parseAmountText';

const USDT = 6;
const read = (text: string, locale: string, decimals = USDT): AmountTextResult => parseAmountText(text, { locale, decimals });
const units = (text: string, locale: string, decimals = USDT) => {
  const result = read(text, locale, decimals);
  return result.ok ? result.units : result.error;
};

describe('parseAmountText', () => {
  it('reads "1,000" in English as one thousand, never as 1 (issue 12: the screens replaced "," by ".")', () => {
    expect(units('1,000', 'en')).toBe(1_000_000_000n);
    expect(units('1,000', 'en')).not.toBe(1_000_000n);
    expect(units('1,000.5', 'en')).toBe(1_000_500_000n);
    expect(units('1,234,567.891', 'en')).toBe(1_234_567_891_000n);
    expect(units('1,000', 'en', 18)).toBe(1000n * 10n ** 18n);
  });

  it.each(['en', 'zh', 'ja', 'ko', 'ms', 'th', 'ar', 'in'])('%s: "." is decimal, "," and spaces group thousands', (locale) => {
    expect(units('1.5', locale)).toBe(1_500_000n);
    expect(units('.25', locale)).toBe(250_000n);
    expect(units('10.', locale)).toBe(10_000_000n);
    expect(units('1.000', locale)).toBe(1_000_000n); // "." is never a grouping here
    expect(units('12,345', locale)).toBe(12_345_000_000n);
    expect(units('1 000 000', locale)).toBe(1_000_000_000_000n);
    expect(units('1\u202f000.5', locale)).toBe(1_000_500_000n);
    // A "," that is not a correct grouping is refused, never read as a decimal point.
    expect(units('1,5', locale)).toBe('misplacedSeparator');
    expect(units('1,00', locale)).toBe('misplacedSeparator');
    expect(units('1,0000', locale)).toBe('misplacedSeparator');
    expect(units('0,500', locale)).toBe('misplacedSeparator');
    expect(units('1,000,0', locale)).toBe('misplacedSeparator');
    expect(units('1,', locale)).toBe('misplacedSeparator');
    expect(units('1.000,5', locale)).toBe('misplacedSeparator');
    expect(units('1.2.3', locale)).toBe('misplacedSeparator');
  });

  it('Hindi (in): Indian grouping as Intl prints it, and thousands as the app prints them', () => {
    expect(units('12,34,567', 'in')).toBe(1_234_567_000_000n);
    expect(units('1,00,000.25', 'in')).toBe(100_000_250_000n);
    expect(units('1,234,567', 'in')).toBe(1_234_567_000_000n);
    expect(units('१,००,०००', 'in')).toBe(100_000_000_000n); // Devanagari digits
    expect(units('12,34,567', 'en')).toBe('misplacedSeparator');
  });

  it('Arabic: Arabic-Indic and Persian digits, "٫" decimal and "٬" grouping, direction marks ignored', () => {
    expect(units('١٢٣٫٤٥', 'ar')).toBe(123_450_000n);
    expect(units('١٬٢٣٤٬٥٦٧٫٨٩', 'ar')).toBe(1_234_567_890_000n);
    expect(units('۱۲۳.۵', 'ar')).toBe(123_500_000n);
    expect(units('\u200f١٬٠٠٠\u200f', 'ar')).toBe(1_000_000_000n);
    expect(units('1,000', 'ar')).toBe(1_000_000_000n);
    expect(units('١٬٠٠', 'ar')).toBe('misplacedSeparator');
  });

  it('French: "," decimal, spaces group; a lone ",ddd" is ambiguous, since the app prints "," for thousands', () => {
    expect(units('1,5', 'fr')).toBe(1_500_000n);
    expect(units('0,125', 'fr')).toBe(125_000n);
    expect(units('1,2345', 'fr')).toBe(1_234_500n);
    expect(units('1234,567', 'fr')).toBe(1_234_567_000n);
    expect(units('1 234,5', 'fr')).toBe(1_234_500_000n);
    expect(units('1\u202f234\u202f567,89', 'fr')).toBe(1_234_567_890_000n); // as Intl prints it
    expect(units('1 000,000', 'fr')).toBe(1_000_000_000n); // the space groups, so the comma is decimal
    expect(units('1,000,000', 'fr')).toBe(1_000_000_000_000n); // repeated: grouping
    expect(units('1,000.5', 'fr')).toBe(1_000_500_000n); // the app's own format
    expect(units('1.5', 'fr')).toBe(1_500_000n);
    expect(units('1.000', 'fr')).toBe(1_000_000n); // "." is not a grouping in French
    expect(read('1,000', 'fr')).toEqual({ ok: false, error: 'ambiguous', separator: ',' });
    expect(read('12,345', 'fr')).toEqual({ ok: false, error: 'ambiguous', separator: ',' });
    expect(units('1.234,5', 'fr')).toBe('misplacedSeparator');
  });

  it.each(['el', 'tr'])('%s: "," decimal, "." groups; a lone "1.000" or "1,000" is ambiguous', (locale) => {
    expect(units('1,5', locale)).toBe(1_500_000n);
    expect(units('1.5', locale)).toBe(1_500_000n);
    expect(units('1.234,5', locale)).toBe(1_234_500_000n);
    expect(units('1.234.567,89', locale)).toBe(1_234_567_890_000n);
    expect(units('1.234.567', locale)).toBe(1_234_567_000_000n);
    expect(units('1,234,567.89', locale)).toBe(1_234_567_890_000n);
    expect(units('0.500', locale)).toBe(500_000n); // a grouping never starts with 0
    expect(units('1234.567', locale)).toBe(1_234_567_000n); // nor has 4 digits before a separator
    expect(read('1.000', locale)).toEqual({ ok: false, error: 'ambiguous', separator: '.' });
    expect(read('1,000', locale)).toEqual({ ok: false, error: 'ambiguous', separator: ',' });
    expect(units('1.000,5.5', locale)).toBe('misplacedSeparator');
  });

  it('is ambiguous before it counts decimals: 1,234 of a 2-decimal coin is not guessed to be 1234', () => {
    expect(units('1,234', 'fr', 2)).toBe('ambiguous');
  });

  it('refuses extra decimals instead of rounding, but takes zeros beyond them', () => {
    expect(units('0.0000001', 'en')).toBe('tooManyDecimals');
    expect(units('0,0000001', 'fr')).toBe('tooManyDecimals');
    expect(units('1.5', 'en', 0)).toBe('tooManyDecimals');
    expect(units('1.500000000', 'en', 1)).toBe(15n);
    expect(units('0.000001', 'en')).toBe(1n);
    expect(units('123456789.123456789012345678', 'en', 18)).toBe(123_456_789_123_456_789_012_345_678n);
  });

  it('reads fullwidth digits and separators from CJK keyboards', () => {
    expect(units('１，０００．５', 'ja')).toBe(1_000_500_000n);
    expect(units('１２３', 'zh')).toBe(123_000_000n);
  });

  it('names what is wrong for everything else', () => {
    expect(units('', 'en')).toBe('empty');
    expect(units('   ', 'en')).toBe('empty');
    expect(units('-1', 'en')).toBe('negative');
    expect(units('\u22121', 'en')).toBe('negative');
    expect(units('+1', 'en')).toBe('invalid');
    expect(units('1e18', 'en')).toBe('invalid');
    expect(units('0x10', 'en')).toBe('invalid');
    expect(units('$5', 'en')).toBe('invalid');
    expect(units('Infinity', 'en')).toBe('invalid');
    expect(units('.', 'en')).toBe('invalid');
    expect(units(',', 'fr')).toBe('invalid');
    expect(units('1..5', 'en')).toBe('misplacedSeparator');
    expect(units('1, 000', 'en')).toBe('misplacedSeparator');
    expect(units('1\t000', 'en')).toBe('invalid');
    expect(units(`${2n ** 256n}`, 'en', 0)).toBe('tooLarge');
    expect(units('9'.repeat(500), 'en', 0)).toBe('tooLarge');
    expect(units(`${2n ** 256n - 1n}`, 'en', 0)).toBe(2n ** 256n - 1n);
  });

  it('takes any locale code, unknown ones as English', () => {
    expect(units('1,000', 'xx')).toBe(1_000_000_000n);
  });

  it('refuses impossible decimals', () => {
    expect(() => read('1', 'en', -1)).toThrow(RangeError);
    expect(() => read('1', 'en', 1.5)).toThrow(RangeError);
    expect(() => read('1', 'en', 256)).toThrow(RangeError);
  });
});
