'use client';

import { IconChartCandle, IconChartPie, IconCompass, IconUser, IconWallet, type TablerIcon } from '@tabler/icons-react';
import { usePathname } from 'next/navigation';
import { useTranslations } from 'next-intl';
import { AppLink } from '@/components/kit/AppLink';
import { TABS, activeTab } from '@/lib/routes';

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
 */
export function TabBar() {
  const t = useTranslations('tabs');
  const current = activeTab(usePathname());
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
