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

