'use client';

import { useLocale } from 'next-intl';
import { useMemo } from 'react';
import { COUNTRY_CODES } from '@/features/kyc/contract/kycRules';

/**
 * Countries and regions by ISO code with their names in the user's language (Intl.DisplayNames),
 * sorted by name; `name(code)` names one.
 */
export function useCountryOptions() {
  const locale = useLocale();
  return useMemo(() => {
    let names: Intl.DisplayNames | null = null;
    try {
      names = new Intl.DisplayNames([locale, 'en'], { type: 'region' });
    } catch {
      names = null;
    }
    const name = (code: string) => names?.of(code) ?? code;
    const options = COUNTRY_CODES.map((code) => ({ value: code, label: name(code) })).sort((a, b) => a.label.localeCompare(b.label, locale));
    return { options, name };
  }, [locale]);
}
