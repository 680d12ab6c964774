'use client';

import { useAtomValue } from 'jotai';
import { useTranslations } from 'next-intl';
import { Cell } from '@/components/kit/Cell';
import { NavBar } from '@/components/kit/NavBar';
import { LOCALE_NAMES } from '@/lib/i18n/locales';
import { initInfoAtom, isLoggedInAtom } from '@/lib/state/session';
import { colorOptionAtom, fontSizeAtom, localeAtom, themeAtom } from '@/lib/state/settings';
import { useCurrency } from '@/lib/useCurrency';

/** "My" (SPEC §2): the account entry (log in, or the cloud wallet settings), the PIN, and the settings with their current values. */
export function MyScreen() {
  const t = useTranslations();
  const locale = useAtomValue(localeAtom);
  const fontSize = useAtomValue(fontSizeAtom);
  const colorOption = useAtomValue(colorOptionAtom);
  const theme = useAtomValue(themeAtom);
  const currency = useCurrency();
  const info = useAtomValue(initInfoAtom);
  const loggedIn = useAtomValue(isLoggedInAtom);
  return (
    <main className="screen">
      <NavBar title={t('mypage.title')} back={false} />
      <h2 className="section-title">{t('mypage.account')}</h2>
      <nav className="cells" aria-label={t('mypage.account')}>
        {loggedIn ? <Cell label={t('mypage.cloudSettings')} href="/setUp" /> : <Cell label={t('mypage.login')} href="/relogin" />}
        <Cell label={t('mypage.pin')} href="/pinset" />
      </nav>
      <h2 className="section-title">{t('mypage.settings')}</h2>
      <nav className="cells" aria-label={t('mypage.settings')}>
        <Cell label={t('mypage.language')} value={<span lang={locale === 'in' ? 'hi' : locale}>{LOCALE_NAMES[locale]}</span>} href="/setlang" />
        <Cell label={t('mypage.fontSize')} value={t('fontSize.size', { size: fontSize })} href="/fontSizeSettings" />
        <Cell
          label={t('mypage.theme')}
          value={theme === 'light' ? t('fontSize.themeLight') : theme === 'dark' ? t('fontSize.themeDark') : t('fontSize.themeSystem')}
          href="/fontSizeSettings#theme"
        />
        <Cell label={t('mypage.currency')} value={`${currency.code} ${currency.symbol}`} href="/huobi" />
        <Cell
          label={t('mypage.colorOption')}
          value={colorOption === 'green-up' ? t('colorOption.greenUp') : t('colorOption.redUp')}
          href="/redgreen"
        />
      </nav>
      {info && <p className="footnote">{t('mypage.version', { version: info.version })}</p>}
    </main>
  );
}
