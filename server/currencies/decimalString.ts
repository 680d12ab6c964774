const PLAIN_DECIMAL = /^\d+(\.\d+)?$/;

/**
 * A positive rate from a JSON feed as an exact decimal string, never through float arithmetic.
 * Strings pass through as written. For numbers, `String(n)` is the shortest text that reads back
 * as the same double, i.e. the literal in the feed for up to 15 significant digits; exponent
 * forms (1e-7) are expanded by moving the decimal point in the text.
 * Returns null for anything that is not a positive finite decimal.
 *
 * @example decimalString(7.1) // '7.1'
 * @example decimalString(1.5e-7) // '0.00000015'
 */
export function decimalString(value: unknown): string | null {
  let text: string;
  if (typeof value === 'string') text = value.trim();
  else if (typeof value === 'number' && Number.isFinite(value)) text = expandExponent(String(value));
  else return null;
  if (!PLAIN_DECIMAL.test(text)) return null;
  const normalised = stripZeros(text);
  return /^0(\.0+)?$/.test(normalised) ? null : normalised;
}

function expandExponent(text: string): string {
  const match = /^(\d+)(?:\.(\d+))?e([+-]\d+)$/.exec(text);
  if (!match) return text;
  const [, int, frac = '', exp] = match;
  const digits = int + frac;
  const point = int.length + Number(exp);
  if (point <= 0) return `0.${'0'.repeat(-point)}${digits}`;
  if (point >= digits.length) return digits + '0'.repeat(point - digits.length);
  return `${digits.slice(0, point)}.${digits.slice(point)}`;
}

/** '007.500' → '7.5', '10.0' → '10'. */
function stripZeros(text: string): string {
  let [int, frac = ''] = text.split('.');
  int = int.replace(/^0+(?=\d)/, '');
  frac = frac.replace(/0+$/, '');
  return frac ? `${int}.${frac}` : int;
}
