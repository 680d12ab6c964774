/** The ITU two-digit country calling codes; 1 and 7 are one digit, every other code three. */
const TWO_DIGIT_CODES = new Set([
  20, 27, 30, 31, 32, 33, 34, 36, 39, 40, 41, 43, 44, 45, 46, 47, 48, 49, 51, 52, 53, 54, 55, 56, 57, 58, 60, 61, 62,
  63, 64, 65, 66, 81, 82, 84, 86, 90, 91, 92, 93, 94, 95, 98,
]);

/**
 * Splits an E.164 number into its country calling code and national number (ITU E.164 codes are
 * prefix-free, so the first digits decide).
 *
 * @example splitE164('+8613800138000') // { countryCode: '86', national: '13800138000' }
 */
export function splitE164(phone: string): { countryCode: string; national: string } {
  const digits = phone.replace(/^\+/, '');
  const length = digits[0] === '1' || digits[0] === '7' ? 1 : TWO_DIGIT_CODES.has(Number(digits.slice(0, 2))) ? 2 : 3;
  return { countryCode: digits.slice(0, length), national: digits.slice(length) };
}
