export type AmountErrorReason =
  /** Nothing typed. */
  | 'empty'
  /** A minus sign: amounts to send are never negative. */
  | 'negative'
  /** `1e18` or `1E-6`: typed amounts are plain decimals. */
  | 'exponent'
  /** `1,5` or `1,000`: a plain decimal has no comma (what the user types is read by parseAmountText). */
  | 'comma'
  /** Anything else that is not digits with at most one dot. */
  | 'invalid'
  /** More significant decimals than the coin has (`0.0000001` USDT). */
  | 'tooManyDecimals'
  /** Above 2^256 − 1 base units. */
  | 'tooLarge';

/** A typed amount that cannot be sent. `reason` tells the screen which message to show. */
export class InvalidAmountError extends Error {
  override name = 'InvalidAmountError';
  constructor(
    readonly reason: AmountErrorReason,
    readonly input: string,
  ) {
    super(`Invalid amount (${reason}): ${JSON.stringify(input)}`);
  }
}

const MAX_UINT256 = 2n ** 256n - 1n;
const PLAIN_DECIMAL = /^(\d*)(?:\.(\d*))?$/;

/**
 * Converts a plain decimal amount ("1.5", ".25", "10.": the wire format of the API, payment codes and
 * coin limits) into base units for a coin with `decimals` decimals, exactly — no float on the way. Unlike viem's `parseUnits`, which rounds extra decimals,
 * this refuses them: an amount is sent as typed or not at all. Zeros beyond `decimals` are allowed
 * (`1.50` for a 1-decimal coin), since they change nothing. Surrounding spaces are ignored.
 *
 * Locale: none. What the user types goes through `parseAmountText` (lib/format), which knows the
 * locale's separators; a comma here is refused (`comma`), because `1,000` is one thousand in English
 * and one in French.
 *
 * @example parseAmount('1.5', 18) // 1500000000000000000n
 * @example parseAmount('0.000001', 6) // 1n
 * @throws {InvalidAmountError} with reason empty, negative, exponent, comma, invalid, tooManyDecimals or tooLarge.
 * @throws {RangeError} when `decimals` is not an integer in 0..255.
 */
export function parseAmount(input: string, decimals: number): bigint {
  if (!Number.isInteger(decimals) || decimals < 0 || decimals > 255) throw new RangeError(`Invalid decimals: ${decimals}`);
  const text = input.trim();
  if (text === '') throw new InvalidAmountError('empty', input);
  if (text.startsWith('-')) throw new InvalidAmountError('negative', input);
  if (/[eE]/.test(text)) throw new InvalidAmountError('exponent', input);
  if (text.includes(',')) throw new InvalidAmountError('comma', input);
  const match = PLAIN_DECIMAL.exec(text);
  if (!match || text === '.') throw new InvalidAmountError('invalid', input);
  const [, whole = '', fraction = ''] = match;
  const significant = fraction.replace(/0+$/, '');
  if (significant.length > decimals) throw new InvalidAmountError('tooManyDecimals', input);
  const units = BigInt((whole || '0') + significant.padEnd(decimals, '0'));
  if (units > MAX_UINT256) throw new InvalidAmountError('tooLarge', input);
  return units;
}
