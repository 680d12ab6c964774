'use client';

import { useAtomValue, useSetAtom } from 'jotai';
import { useTranslations } from 'next-intl';
import { LOCALES, LOCALE_NAMES, intlTag, type Locale } from '@/lib/i18n/locales';
import { localeAtom, storedLanguageAtom } from '@/lib/state/settings';
import { ChoiceScreen } from './ChoiceScreen';

/** `/setlang`: the 11 locales, each in its own language; the choice persists and applies at once. */
export function LanguageScreen() {
  const t = useTranslations('setlang');
  return (
    <ChoiceScreen<Locale>
      title={t('title')}
      name="language"
      value={useAtomValue(localeAtom)}
      onChange={useSetAtom(storedLanguageAtom)}
      options={LOCALES.map((l) => ({ value: l, label: LOCALE_NAMES[l], lang: intlTag(l) }))}
    />
  );
}
