'use client';

import { useAtomValue } from 'jotai';
import { useTranslations } from 'next-intl';
import { lazy, Suspense } from 'react';
import { NavBar } from '@/components/kit/NavBar';
import { isLoggedInAtom } from '@/lib/state/session';
import { NoLoginLanding } from './NoLoginLanding';

// The HD wallet's part (its state, viem's address helpers) loads after the page: off home's first load.
const HdHomeSection = lazy(() => import('@/features/hdWallet/ui/HdHomeSection').then((m) => ({ default: m.HdHomeSection })));
// The cloud wallet's part carries the API client and SWR: also off the first load.
const AccountHeader = lazy(() => import('./AccountHeader').then((m) => ({ default: m.AccountHeader })));
const HomeCloudSection = lazy(() => import('@/features/cloudWallet/ui/HomeCloudSection').then((m) => ({ default: m.HomeCloudSection })));

/** The wallet tab: the landing for a visitor, the signed-in account's home otherwise; the HD wallet's part in both. */
export function HomeScreen() {
  const t = useTranslations('home');
  const loggedIn = useAtomValue(isLoggedInAtom);
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
      <Suspense fallback={<div className="account-header" aria-busy="true" />}>
        <AccountHeader />
      </Suspense>
      <Suspense fallback={<div className="card total-card" aria-busy="true" />}>
        <HomeCloudSection />
      </Suspense>
      <Suspense>
        <HdHomeSection />
      </Suspense>
    </main>
  );
}
