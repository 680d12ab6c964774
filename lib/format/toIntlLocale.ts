import { DEFAULT_LOCALE, intlTag, isLocale } from '@/lib/i18n/locales';

/**
 * The BCP 47 tag `Intl` needs for one of the app's locale codes (any string accepted). `in` becomes
 * `hi` (Hindi); an unknown code falls back to `en`, the default language, so `id`/`in` never reach
 * Intl as Indonesian.
 *
 * @example toIntlLocale('in') // 'hi'
 */
export function toIntlLocale(locale: string): string {
  return intlTag(isLocale(locale) ? locale : DEFAULT_LOCALE);
}
