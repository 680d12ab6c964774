/**
 * Country calling codes offered by the phone field: the regions the product's locales serve and the
 * larger markets, by ISO 3166 region (names come from `Intl.DisplayNames` in the user's language).
 * Regions refused service (SPEC §1 sanctioned countries) are not listed.
 */
export const CALLING_CODES: readonly { region: string; code: string }[] = [
  { region: 'CN', code: '86' },
  { region: 'HK', code: '852' },
  { region: 'MO', code: '853' },
  { region: 'TW', code: '886' },
  { region: 'US', code: '1' },
  { region: 'CA', code: '1' },
  { region: 'GB', code: '44' },
  { region: 'AU', code: '61' },
  { region: 'NZ', code: '64' },
  { region: 'JP', code: '81' },
  { region: 'KR', code: '82' },
  { region: 'SG', code: '65' },
  { region: 'MY', code: '60' },
  { region: 'TH', code: '66' },
  { region: 'ID', code: '62' },
  { region: 'PH', code: '63' },
  { region: 'VN', code: '84' },
  { region: 'IN', code: '91' },
  { region: 'AE', code: '971' },
  { region: 'SA', code: '966' },
  { region: 'EG', code: '20' },
  { region: 'TR', code: '90' },
  { region: 'GR', code: '30' },
  { region: 'FR', code: '33' },
  { region: 'DE', code: '49' },
  { region: 'IT', code: '39' },
  { region: 'ES', code: '34' },
  { region: 'NL', code: '31' },
  { region: 'CH', code: '41' },
  { region: 'BR', code: '55' },
  { region: 'MX', code: '52' },
  { region: 'ZA', code: '27' },
  { region: 'NG', code: '234' },
];

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
