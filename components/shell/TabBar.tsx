'use client';

import { IconChartCandle, IconChartPie, IconCompass, IconUser, IconWallet, type TablerIcon } from '@tabler/icons-react';
import { useAtomValue } from 'jotai';
import { usePathname, useRouter } from 'next/navigation';
import { useTranslations } from 'next-intl';
import { useEffect } from 'react';
import { AppLink } from '@/components/kit/AppLink';
import { PREFETCH_DELAY_MS, afterAppUp } from '@/lib/firstPaint/afterAppUp';
import { TABS, activeTab } from '@/lib/routes';
import { isLoggedInAtom } from '@/lib/state/session';

const TAB_ICONS: Record<(typeof TABS)[number]['key'], TablerIcon> = {
  wallet: IconWallet,
  market: IconChartCandle,
  asset: IconChartPie,
  discover: IconCompass,
  my: IconUser,
};

/**
 * The bottom navigation of the `/index` shell (SPEC §2): wallet, market, asset, discover, my. The
 * active tab shows its icon on a brand-tinted pill with a heavier stroke. AppLink, not next/link:
 * the tab bar is in every tab's first load, and next/link's code would be too.
 *
 * Some seconds after the app is up (PREFETCH_DELAY_MS), at an idle moment, it fetches the code of
 * the other tabs and, with a cloud session, of home's quick actions
 * (components/shell/prefetchScreens.ts, its own chunk), so a tap does not wait for it.
 */
export function TabBar() {
  const t = useTranslations('tabs');
  const current = activeTab(usePathname());
  const router = useRouter();
  const signedIn = useAtomValue(isLoggedInAtom);
  useEffect(() => afterAppUp(() => void import('./prefetchScreens').then((m) => m.prefetchScreens(router, signedIn)), PREFETCH_DELAY_MS), [router, signedIn]);
  return (
    <nav className="tabbar" aria-label={t('label')}>
      {TABS.map((tab) => {
        const Glyph = TAB_ICONS[tab.key];
        const active = tab.key === current;
        return (
          <AppLink key={tab.key} href={tab.href} className="tab" current={active} testId={`tab-${tab.key}`}>
            <span className="tab-icon" aria-hidden="true">
              <Glyph className="icon" stroke={active ? 2.25 : 1.75} />
            </span>
            <span className="tab-label">{t(tab.key)}</span>
          </AppLink>
        );
      })}
    </nav>
  );
}
