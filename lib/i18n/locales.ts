/**
 * The 11 locales (SPEC §3) and how one is chosen: the stored choice, then the browser's languages,
 * then `en`. `in` is this product's code for Hindi; `Intl` and `<html lang>` get `hi`, and a
 * browser's `id`/`in` (Indonesian) is never taken as ours.
 */
export const LOCALES = ['en', 'zh', 'fr', 'ar', 'el', 'in', 'ja', 'ko', 'ms', 'th', 'tr'] as const;
export type Locale = (typeof LOCALES)[number];
export const DEFAULT_LOCALE: Locale = 'en';

/** Each locale's own name, shown in the language list whatever the current locale. */
export const LOCALE_NAMES: Record<Locale, string> = {
  en: 'English',
  zh: '中文',
  fr: 'Français',
  ar: 'العربية',
  el: 'Ελληνικά',
  in: 'हिन्दी',
  ja: '日本語',
  ko: '한국어',
  ms: 'Bahasa Melayu',
  th: 'ไทย',
  tr: 'Türkçe',
};

export function isLocale(value: unknown): value is Locale {
  return typeof value === 'string' && (LOCALES as readonly string[]).includes(value);
}

/** The BCP 47 tag for `Intl` and `<html lang>`. */
export function intlTag(locale: Locale): string {
  return locale === 'in' ? 'hi' : locale;
}

export function textDirection(locale: Locale): 'rtl' | 'ltr' {
  return locale === 'ar' ? 'rtl' : 'ltr';
}

/** Maps one browser language tag to ours, or null. `hi` → `in`; `in`/`id` (Indonesian) → null. */
function fromBrowserTag(tag: string): Locale | null {
  const base = tag.toLowerCase().split(/[-_]/)[0];
  if (base === 'hi') return 'in';
  if (base === 'in' || base === 'id') return null;
  return isLocale(base) ? base : null;
}

/**
 * @example resolveLocale(null, ['fr-CA', 'en']) // 'fr'
 */
export function resolveLocale(stored: string | null | undefined, browserLanguages: readonly string[]): Locale {
  if (isLocale(stored)) return stored;
  for (const tag of browserLanguages) {
    const l = fromBrowserTag(tag);
    if (l) return l;
  }
  return DEFAULT_LOCALE;
}
