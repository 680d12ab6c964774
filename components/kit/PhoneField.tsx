'use client';

import { useLocale, useTranslations } from 'next-intl';
import { useMemo } from 'react';
import { useHydrated } from '@/lib/firstPaint/useHydrated';
import { CALLING_CODES } from '@/lib/phone/callingCodes';
import { FieldMessages, useFieldMessages } from './FieldMessages';
import { ltrText } from './Ltr';

export type PhoneValue = { region: string; national: string };

/**
 * A phone number as the user thinks of it: the country or region (with its calling code) and the
 * national number. `phoneOf` (features/account/contract/fieldRules.ts) turns it into E.164 for the server.
 */
export function PhoneField({ value, onChange, error, label }: { value: PhoneValue; onChange: (value: PhoneValue) => void; error?: string | null; label?: string }) {
  const t = useTranslations('kit.phone');
  const locale = useLocale();
  const messages = useFieldMessages(null, error);
  const { id } = messages;
  // The login is a first screen (lib/routes.ts): its HTML lists the chosen region only (the server's
  // region names and order need not be the browser's, and the full list costs the hydration a sort);
  // the whole list comes once hydrated.
  const only = useHydrated() ? null : value.region;
  const options = useMemo(() => {
    let names: Intl.DisplayNames | null = null;
    try {
      names = new Intl.DisplayNames([locale, 'en'], { type: 'region' });
    } catch {
      names = null;
    }
    const listed = only === null ? CALLING_CODES : CALLING_CODES.filter((c) => c.region === only);
    return listed.map((c) => ({ ...c, name: names?.of(c.region) ?? c.region })).sort((a, b) => a.name.localeCompare(b.name, locale));
  }, [locale, only]);
  const chosen = CALLING_CODES.find((c) => c.region === value.region);
  return (
    <div className="field">
      <label className="field-label" htmlFor={`${id}-number`}>
        {label ?? t('label')}
      </label>
      <div className="field-row phone-row">
        {/*
          The field shows the chosen region compactly ("US +1"), which fits at any font size and
          beside the number; the native select lies over it, transparent, and its picker names each
          region in full ("United States +1"), as does what a screen reader announces.
        */}
        <span className="phone-region">
          <span className="field-input phone-region-shown" aria-hidden="true" data-testid="phone-region-shown">
            {ltrText(`${value.region} +${chosen?.code ?? ''}`)}
          </span>
          <select
            className="phone-region-select"
            aria-label={t('region')}
            value={value.region}
            onChange={(e) => onChange({ ...value, region: e.target.value })}
            autoComplete="tel-country-code"
          >
            {options.map((o) => (
              <option key={o.region} value={o.region}>
                {`${o.name} ${ltrText(`+${o.code}`)}`}
              </option>
            ))}
          </select>
        </span>
        <input
          id={`${id}-number`}
          className="field-input"
          type="tel"
          inputMode="tel"
          autoComplete="tel-national"
          value={value.national}
          maxLength={20}
          aria-invalid={error ? true : undefined}
          aria-describedby={messages.describedBy}
          onChange={(e) => onChange({ ...value, national: e.target.value })}
        />
      </div>
      <FieldMessages {...messages} />
    </div>
  );
}
