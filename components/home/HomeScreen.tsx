'use client';

import { useAtomValue } from 'jotai';
import { useTranslations } from 'next-intl';
import { lazy, Suspense } from 'react';
import { Cell } from '@/components/kit/Cell';
import { NavBar } from '@/components/kit/NavBar';
import { isLoggedInAtom, userInfoAtom } from '@/lib/state/session';
import { NoLoginLanding } from './NoLoginLanding';

// The HD wallet's part (its state, viem's address helpers) loads after the page: off home's first load.
const HdHomeSection = lazy(() => import('@/components/hd/HdHomeSection').then((m) => ({ default: m.HdHomeSection })));

/** The wallet tab: the landing for a visitor, the signed-in account's home otherwise; the HD wallet's part in both. */
export function HomeScreen() {
  const t = useTranslations('home');
  const loggedIn = useAtomValue(isLoggedInAtom);
  const user = useAtomValue(userInfoAtom);
  if (!loggedIn) {
    return (
      <>
        <Suspense>
          <NoLoginLanding />
        </Suspense>
        <div className="screen">
          <Suspense>
            <HdHomeSection />
          </Suspense>
        </div>
      </>
    );
  }
  return (
    <main className="screen">
      <NavBar title={t('title')} back={false} />
      <section className="card">
        <p className="card-kicker">{t('signedIn')}</p>
        {user && <p className="card-title">{t('accountId', { accid: user.accid })}</p>}
      </section>
      <nav className="cells">
        <Cell label={t('cloudSettings')} href="/setUp" />
        <Cell label={t('hdWallet')} href="/index/hd-wallet" />
        <Cell label={t('settings')} href="/index/mypage" />
      </nav>
      <Suspense>
        <HdHomeSection />
      </Suspense>
    </main>
  );
}
