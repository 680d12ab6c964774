'use client';

import { useAtomValue } from 'jotai';
import { useTranslations } from 'next-intl';
import { Suspense, type ReactNode } from 'react';
import { Cell } from '@/components/kit/Cell';
import { NavBar } from '@/components/kit/NavBar';
import { useHydrated } from '@/lib/firstPaint/useHydrated';
import { DEFAULT_LOCALE, LOCALE_NAMES, intlTag } from '@/lib/i18n/locales';
import { initInfoAtom, isLoggedInAtom } from '@/lib/state/session';
import { DEFAULT_COLOR_OPTION, DEFAULT_CURRENCY, DEFAULT_FONT_SIZE, colorOptionAtom, fontSizeAtom, localeAtom, themeAtom, type ThemeChoice } from '@/lib/state/settings';
import { pickCurrency, useCurrency } from '@/lib/useCurrency';
import { InstallAppCell } from './InstallAppCell';
import { InviteCodeCell } from './InviteCodeCell';

const PRERENDERED = {
  locale: DEFAULT_LOCALE,
  fontSize: DEFAULT_FONT_SIZE,
  colorOption: DEFAULT_COLOR_OPTION,
  theme: 'system' as ThemeChoice,
  currency: pickCurrency(DEFAULT_CURRENCY, undefined),
};

/**
 * "My" (SPEC §2): the account entries (log in, or the cloud wallet settings, notices and the invite
 * code), the PIN, news, the settings with their current values, help and legal, and installing the app. It is a first screen (lib/routes.ts).
 * `marketSwitch` is the market feature's display switch, which the page places among the settings;
 * `points`, the promotions feature's activated-points card, shown under the account entries when logged in.
 */
export function MyScreen({ marketSwitch, points }: { marketSwitch: ReactNode; points?: ReactNode }) {
  const t = useTranslations();
  const hydrated = useHydrated();
  // Until hydrated, the defaults the exported HTML shows; a device with its own settings holds that
  // first paint (lib/firstPaint/earlySettings.ts), so it never sees them.
  const device = {
    locale: useAtomValue(localeAtom),
    fontSize: useAtomValue(fontSizeAtom),
    colorOption: useAtomValue(colorOptionAtom),
    theme: useAtomValue(themeAtom),
    currency: useCurrency(),
  };
  const { locale, fontSize, colorOption, theme, currency } = hydrated ? device : PRERENDERED;
  const info = useAtomValue(initInfoAtom);
  const loggedIn = useAtomValue(isLoggedInAtom) && hydrated;
  return (
    <main className="screen">
      <NavBar title={t('mypage.title')} back={false} />
      <h2 className="section-title">{t('mypage.account')}</h2>
      <nav className="cells" aria-label={t('mypage.account')}>
        {loggedIn ? <Cell label={t('mypage.cloudSettings')} href="/setUp" /> : <Cell label={t('mypage.login')} href="/relogin" />}
        {loggedIn && <Cell label={t('mypage.notices')} href="/historyNotice" />}
        {loggedIn && <InviteCodeCell />}
        <Cell label={t('mypage.pin')} href="/pinset" />
        <Cell label={t('mypage.news')} href="/zixun" />
      </nav>
      {loggedIn && points && <Suspense fallback={null}>{points}</Suspense>}
      <h2 className="section-title">{t('mypage.settings')}</h2>
      <nav className="cells" aria-label={t('mypage.settings')}>
        <Cell label={t('mypage.language')} value={<span lang={intlTag(locale)}>{LOCALE_NAMES[locale]}</span>} href="/setlang" />
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
        {marketSwitch}
      </nav>
      <h2 className="section-title">{t('help.section')}</h2>
      <nav className="cells" aria-label={t('help.section')}>
        <Cell label={t('help.centre')} href="/helpcenter" />
        <Cell label={t('help.faq')} href="/faq" />
        <Cell label={t('kyc.feedback.title')} href="/feedback" />
        {info?.support && (info.support.url || info.support.email) && hydrated && <Cell label={t('help.contact')} href="/helpcenter#contact" />}
        <Cell label={t('help.agreement')} href="/serviceagreement" />
        <Cell label={t('help.privacy')} href="/privacypolicy" />
        <InstallAppCell />
      </nav>
      {info && hydrated && <p className="footnote">{t('mypage.version', { version: info.version })}</p>}
    </main>
  );
}
