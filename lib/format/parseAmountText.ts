import { amountSymbols, type AmountSymbols } from './amountSymbols';

export type AmountTextError =
  /** Nothing typed. */
  | 'empty'
  /** A minus sign: amounts are never negative. */
  | 'negative'
  /** Something that is not a digit or a separator (letters, an exponent, a currency sign, "+"). */
  | 'invalid'
  /** Separators that fit no reading: "1,00" or "1,2,3" in English, "1.234,5" in French, "1..5". */
  | 'misplacedSeparator'
  /** One separator that reads both as thousands and as decimals here: "1,000" in French, "1.000" in Turkish. */
  | 'ambiguous'
  /** More significant decimals than the coin has; never rounded away. */
  | 'tooManyDecimals'
  /** Above 2^256 − 1 base units. */
  | 'tooLarge';

export type AmountTextResult =
  | { ok: true; units: bigint }
  /** `separator` is the character that made the text ambiguous or misplaced, when there is one. */
  | { ok: false; error: AmountTextError; separator?: string };

const MAX_UINT256 = 2n ** 256n - 1n;
const MAX_INTEGER_DIGITS = 78; // 2^256 has 78 digits

/** Zero of each digit set read besides Latin (fullwidth digits become Latin through NFKC). */
const DIGIT_ZEROS = [
  0x0660, // Arabic-Indic ٠
  0x06f0, // Extended Arabic-Indic ۰ (Persian, Urdu keyboards)
  0x0966, // Devanagari ०
  0x0e50, // Thai ๐
];
const OTHER_DIGITS = new RegExp(`[${DIGIT_ZEROS.map((zero) => `\\u{${zero.toString(16)}}-\\u{${(zero + 9).toString(16)}}`).join('')}]`, 'gu');
/** Marks that Intl and right-to-left text put around numbers; they carry no value. */
const DIRECTION_MARKS = /[\u200e\u200f\u061c]/g;
const MINUS = /^[-\u2212\u2010\u2011\u2013\uFE63]/;
const SEPARATOR = /[.,٫٬ ]/;
const ALLOWED = /^[0-9.,٫٬ ]+$/;

/**
 * Reads an amount typed into the amount input, for a coin with `decimals` decimals, in the app's
 * `locale` — exactly, into base units, never through a float. It never throws for any text; it
 * either reads the amount or names what is wrong.
 *
 * What it reads, in every locale: Latin, Arabic-Indic, Persian, Devanagari, Thai and fullwidth
 * digits; "." as a decimal point and "," or a space as thousands separators (the app itself prints
 * amounts that way, SPEC §9); and the locale's own separators (`Intl`): "," for decimals and "." or
 * a space for thousands in fr, el, tr; Indian grouping (12,34,567) in Hindi; "٫" and "٬" in Arabic.
 *
 * A separator that could be either — "," in fr, el, tr; "." in el, tr — is read by its place: it is
 * a decimal separator when it cannot be a correct thousands grouping ("1,5", "0,125", "1,2345"), a
 * thousands separator when it cannot be a decimal one (it repeats: "1.000.000"; or the other
 * separator follows it: "1.000,5"), and otherwise the text is refused as `ambiguous` ("1,000" in
 * French, "1.000" in Turkish) rather than guessed. A grouping separator is never read as a decimal
 * one: "1,000" in English is 1000; "1,00" is `misplacedSeparator`, not 1.
 *
 * Zeros beyond the coin's decimals are accepted (they change nothing); other extra decimals are
 * `tooManyDecimals`, never rounded.
 *
 * @example parseAmountText('1,000', { locale: 'en', decimals: 6 }) // { ok: true, units: 1000000000n }
 * @example parseAmountText('1,5', { locale: 'fr', decimals: 6 }) // { ok: true, units: 1500000n }
 * @example parseAmountText('1.000', { locale: 'tr', decimals: 6 }) // { ok: false, error: 'ambiguous', separator: '.' }
 * @throws {RangeError} when `decimals` is not an integer in 0..255 (a programming error, not input).
 */
export function parseAmountText(text: string, options: { locale: string; decimals: number }): AmountTextResult {
  const { decimals } = options;
  if (!Number.isInteger(decimals) || decimals < 0 || decimals > 255) throw new RangeError(`Invalid decimals: ${decimals}`);
  const symbols = amountSymbols(options.locale);
  const clean = normalizeAmountText(text);
  if (clean === '') return { ok: false, error: 'empty' };
  if (MINUS.test(clean)) return { ok: false, error: 'negative' };
  if (!ALLOWED.test(clean)) return { ok: false, error: 'invalid' };
  if (!/[0-9]/.test(clean)) return { ok: false, error: 'invalid' };

  const read = readParts(clean, symbols);
  if (!read.ok) return read;
  const { integer, fraction } = read;

  const whole = integer.replace(/^0+/, '');
  if (whole.length > MAX_INTEGER_DIGITS) return { ok: false, error: 'tooLarge' };
  const significant = fraction.replace(/0+$/, '');
  if (significant.length > decimals) return { ok: false, error: 'tooManyDecimals' };
  const units = BigInt((whole || '0') + significant.padEnd(decimals, '0'));
  if (units > MAX_UINT256) return { ok: false, error: 'tooLarge' };
  return { ok: true, units };
}

/**
 * The text as the parser sees it: NFKC (fullwidth digits and punctuation, no-break spaces), other
 * digit sets as Latin, direction marks dropped, trimmed.
 */
export function normalizeAmountText(text: string): string {
  return text
    .normalize('NFKC')
    .replace(DIRECTION_MARKS, '')
    .replace(OTHER_DIGITS, (digit) => {
      const code = digit.codePointAt(0) as number;
      const zero = DIGIT_ZEROS.find((z) => code >= z && code <= z + 9) as number;
      return String(code - zero);
    })
    .trim();
}

type Parts = { ok: true; integer: string; fraction: string } | { ok: false; error: AmountTextError; separator?: string };

/** Splits digits-and-separators text into integer and fraction digits, deciding each separator's role. */
function readParts(text: string, symbols: AmountSymbols): Parts {
  const tokens = text.match(/[0-9]+|[^0-9]/g) as string[];
  const separators = tokens.filter((token) => SEPARATOR.test(token));
  if (separators.length === 0) return { ok: true, integer: text, fraction: '' };
  // Two separators in a row ("1,,000", "1 .5") fit no reading.
  for (let i = 1; i < tokens.length; i++) {
    if (SEPARATOR.test(tokens[i]) && SEPARATOR.test(tokens[i - 1])) return { ok: false, error: 'misplacedSeparator', separator: tokens[i] };
  }
  const last = separators[separators.length - 1];
  const asDecimal = readWithDecimal(text, last, separators, symbols);
  const asGrouped = readAllGrouped(text, separators, symbols);
  if (asDecimal && asGrouped) return { ok: false, error: 'ambiguous', separator: last };
  return asDecimal ?? asGrouped ?? { ok: false, error: 'misplacedSeparator', separator: last };
}

/** The reading where the last separator is the decimal one and any before it group thousands. */
function readWithDecimal(text: string, last: string, separators: string[], symbols: AmountSymbols): Parts | null {
  if (!canBeDecimal(last, symbols)) return null;
  if (separators.filter((s) => s === last).length > 1) return null;
  const at = text.lastIndexOf(last);
  const integer = text.slice(0, at);
  const fraction = text.slice(at + 1);
  const groupSeparators = separators.slice(0, -1);
  if (groupSeparators.length === 0) {
    if (integer === '' && fraction === '') return null;
    return { ok: true, integer, fraction };
  }
  const group = groupSeparators[0];
  if (!groupSeparators.every((s) => s === group) || !canBeGroup(group, symbols)) return null;
  const groups = integer.split(group);
  return isGrouped(groups, symbols) ? { ok: true, integer: groups.join(''), fraction } : null;
}

/** The reading where every separator groups thousands and there is no decimal part. */
function readAllGrouped(text: string, separators: string[], symbols: AmountSymbols): Parts | null {
  const group = separators[0];
  if (!separators.every((s) => s === group) || !canBeGroup(group, symbols)) return null;
  const groups = text.split(group);
  return isGrouped(groups, symbols) ? { ok: true, integer: groups.join(''), fraction: '' } : null;
}

/** "." always (the app prints it), "٫" (Arabic), and the locale's own decimal separator. */
function canBeDecimal(separator: string, symbols: AmountSymbols): boolean {
  return separator === '.' || separator === '٫' || separator === symbols.decimal;
}

/** "," and a space always (the app prints ","), "٬" (Arabic), and the locale's own grouping separator. */
function canBeGroup(separator: string, symbols: AmountSymbols): boolean {
  return separator === ',' || separator === ' ' || separator === '٬' || separator === symbols.group;
}

/**
 * Whether digit groups are a correct thousands grouping: a first group of 1 to 3 digits that does
 * not start with 0, then groups of 3 — or, where the locale groups so (Hindi), groups of 2 and a
 * last group of 3.
 */
function isGrouped(groups: string[], symbols: AmountSymbols): boolean {
  if (groups.length < 2 || groups.some((g) => !/^[0-9]+$/.test(g)) || groups[0].startsWith('0')) return false;
  const fits = (primary: number, secondary: number) =>
    groups[0].length <= secondary && groups.at(-1)?.length === primary && groups.slice(1, -1).every((g) => g.length === secondary);
  const { primary, secondary } = symbols.grouping;
  return fits(3, 3) || fits(primary, secondary);
}
