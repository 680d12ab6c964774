'use client';

import Link from 'next/link';
import { usePathname } from 'next/navigation';
import { useTranslations } from 'next-intl';
import { TABS, activeTab } from '@/lib/routes';

/** The bottom navigation of the `/index` shell (SPEC §2): wallet, market, asset, discover, my. */
export function TabBar() {
  const t = useTranslations('tabs');
  const current = activeTab(usePathname());
  return (
    <nav className="tabbar" aria-label={t('label')}>
      {TABS.map((tab) => (
        <Link key={tab.key} href={tab.href} className="tab" aria-current={tab.key === current ? 'page' : undefined} data-tab={tab.key}>
          <span className={`tab-icon tab-icon-${tab.key}`} aria-hidden="true" />
          <span className="tab-label">{t(tab.key)}</span>
        </Link>
      ))}
    </nav>
  );
}
