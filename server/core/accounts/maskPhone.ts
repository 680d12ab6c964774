import { splitE164 } from '../../features/account/countryCallingCode';

/**
 * Shows a phone number with the country code and the middle hidden: at least four digits masked,
 * up to three shown in front and four at the end.
 *
 * @example maskPhone('+8613800138000') // '+86 138****8000'
 */
export function maskPhone(phone: string): string {
  const { countryCode, national } = splitE164(phone);
  const n = national.length;
  const tail = n >= 8 ? 4 : n >= 6 ? 2 : Math.max(0, n - 4);
  const head = Math.max(0, Math.min(3, n - tail - 4));
  return `+${countryCode} ${national.slice(0, head)}${'*'.repeat(n - head - tail)}${national.slice(n - tail)}`;
}
