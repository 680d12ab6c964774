'use client';

import { useTranslations } from 'next-intl';
import { Cell } from '@/components/kit/Cell';

/** The HD wallet's section of home: its title and what goes under it. Free of the wallet state, so home can show it at once. */
export function HdHomeFrame({ children }: { children: React.ReactNode }) {
  const t = useTranslations('hd.home');
  return (
    <section aria-labelledby="hd-home-title" data-testid="hd-home">
      <h2 className="section-title" id="hd-home-title">
        {t('title')}
      </h2>
      {children}
    </section>
  );
}

/** The HD entries (SPEC §2): create and import a wallet, after the wallet's own entries when there is one. */
export function HdHomeEntries({ children }: { children?: React.ReactNode }) {
  const t = useTranslations('hd.home');
  return (
    <nav className="cells" aria-label={t('title')}>
      {children}
      <Cell label={t('create')} href="/createWalletPassword" />
      <Cell label={t('import')} href="/safety" />
    </nav>
  );
}

/** The section on a device without HD wallets. */
export function HdHomeIntro() {
  return (
    <HdHomeFrame>
      <HdHomeEntries />
    </HdHomeFrame>
  );
}
