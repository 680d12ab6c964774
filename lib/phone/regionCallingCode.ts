import { CALLING_CODES } from '@/lib/phone/callingCodes';

/** The region each of our languages most likely means when the browser names no region. */
const LANGUAGE_REGION: Record<string, string> = {
  en: 'US',
  zh: 'CN',
  fr: 'FR',
  ar: 'AE',
  el: 'GR',
  hi: 'IN',
  ja: 'JP',
  ko: 'KR',
  ms: 'MY',
  th: 'TH',
  tr: 'TR',
  id: 'ID',
};

export function callingCodeOf(region: string): string {
  return CALLING_CODES.find((c) => c.region === region)?.code ?? CALLING_CODES[0].code;
}

/**
 * The region preselected in the phone field: the first browser language that names a listed region
 * (`en-AU` → AU), else the region its language suggests (`ja` → JP), else China.
 *
 * @example defaultRegion(['zh-TW', 'en']) // 'TW'
 */
export function defaultRegion(languages: readonly string[]): string {
  const listed = (r: string | undefined) => (r && CALLING_CODES.some((c) => c.region === r) ? r : null);
  for (const tag of languages) {
    const region = listed(tag.split(/[-_]/).find((part, i) => i > 0 && /^[A-Za-z]{2}$/.test(part))?.toUpperCase());
    if (region) return region;
  }
  for (const tag of languages) {
    const region = listed(LANGUAGE_REGION[tag.toLowerCase().split(/[-_]/)[0]]);
    if (region) return region;
  }
  return CALLING_CODES[0].region;
}
