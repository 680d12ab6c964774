'use client';

import { useAtomValue, useSetAtom } from 'jotai';
import { useTranslations } from 'next-intl';
import { NavBar } from '@/components/kit/NavBar';
import { OptionList } from '@/components/kit/OptionList';
import { LOCALES, LOCALE_NAMES, intlTag, type Locale } from '@/lib/i18n/locales';
import { localeAtom, storedLanguageAtom } from '@/lib/state/settings';

/** `/setlang`: the 11 locales, each in its own language; the choice persists and applies at once. */
export function LanguageScreen() {
  const t = useTranslations('setlang');
  const locale = useAtomValue(localeAtom);
  const setLanguage = useSetAtom(storedLanguageAtom);
  return (
    <main className="screen">
      <NavBar title={t('title')} fallback="/index/mypage" />
      <OptionList<Locale>
        name="language"
        label={t('title')}
        value={locale}
        onChange={setLanguage}
        options={LOCALES.map((l) => ({ value: l, label: LOCALE_NAMES[l], lang: intlTag(l) }))}
      />
    </main>
  );
}
