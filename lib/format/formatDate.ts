/** Default date pattern (SPEC §9). */
export const DEFAULT_DATE_PATTERN = 'y-m-d h:i:s';

const NUMERIC = /^-?\d+(\.\d+)?$/;

const formatters = new Map<string, Intl.DateTimeFormat>();

function formatterFor(timeZone: string | undefined): Intl.DateTimeFormat {
  const key = timeZone ?? '';
  let formatter = formatters.get(key);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat('en-US', {
      timeZone,
      calendar: 'gregory',
      numberingSystem: 'latn',
      hourCycle: 'h23',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
    });
    formatters.set(key, formatter);
  }
  return formatter;
}

/**
 * The device's IANA time zone, asked on first use (through the local-time formatter, made once):
 * the first Intl call of a page loads ICU's data, a cost no first screen should pay for a date it
 * does not show (components/shell/Providers.tsx).
 */
export function deviceTimeZone(): string {
  return formatterFor(undefined).resolvedOptions().timeZone;
}

/** A timestamp of up to ten integer digits is seconds (SPEC §9); longer ones (thirteen) are ms. */
function toDate(input: Date | number | string): Date {
  if (input instanceof Date) return input;
  if (typeof input === 'string' && !NUMERIC.test(input)) throw new RangeError(`Not a timestamp: ${JSON.stringify(input)}`);
  const value = Number(input);
  return new Date(Math.abs(value) < 1e10 ? value * 1000 : value);
}

/**
 * A date as text with the tokens y (4-digit year), m, d, h (00–23), i (minutes), s — each
 * zero-padded to 2 — and every other character kept as is. Input: a Date, or a timestamp as a
 * number or numeric string: up to ten integer digits is seconds, more (thirteen) is milliseconds.
 * Local time unless `timeZone` (an IANA name such as 'UTC') is given.
 *
 * @example formatDate(1709622489, DEFAULT_DATE_PATTERN, { timeZone: 'UTC' }) // '2024-03-05 07:08:09'
 * @example formatDate('1709622489000', 'd/m/y') // '05/03/2024' (local time)
 * @throws {RangeError} for a non-numeric string, an invalid date, or an unknown time zone.
 */
export function formatDate(
  input: Date | number | string,
  pattern: string = DEFAULT_DATE_PATTERN,
  options: { timeZone?: string } = {},
): string {
  const date = toDate(input);
  if (Number.isNaN(date.getTime())) throw new RangeError(`Invalid date: ${String(input)}`);
  const parts: Record<string, string> = {};
  for (const part of formatterFor(options.timeZone).formatToParts(date)) parts[part.type] = part.value;
  const tokens: Record<string, string> = {
    y: parts.year.padStart(4, '0'),
    m: parts.month,
    d: parts.day,
    h: parts.hour,
    i: parts.minute,
    s: parts.second,
  };
  return pattern.replace(/[ymdhis]/g, (token) => tokens[token]);
}
