'use client';

import { useAtomValue } from 'jotai';
import { useTranslations } from 'next-intl';
import { lazy, Suspense } from 'react';
import { NavBar } from '@/components/kit/NavBar';
import { hasHdWallets } from '@/lib/state/hdWallet/hasHdWallets';
import { HdHomeIntro } from '@/features/hdWallet/ui/HdHomeParts';
import { useHydrated } from '@/lib/firstPaint/useHydrated';
import { isLoggedInAtom } from '@/lib/state/session';
import { NoLoginLanding } from './NoLoginLanding';

// The HD wallet's part (its state, viem's address helpers) loads after the page, and only on a device
// with an HD wallet: off home's first load.
const HdHomeSection = lazy(() => import('@/features/hdWallet/ui/HdHomeSection').then((m) => ({ default: m.HdHomeSection })));
// The cloud wallet's part carries the API client and SWR: also off the first load.
const AccountHeader = lazy(() => import('./AccountHeader').then((m) => ({ default: m.AccountHeader })));
// Operator banners (features/content) load after the page, below home's content: off the first load, no layout shift.
const HomeBanners = lazy(() => import('@/features/content/ui/HomeBanners').then((m) => ({ default: m.HomeBanners })));
const HomeCloudSection = lazy(() => import('@/features/cloudWallet/ui/HomeCloudSection').then((m) => ({ default: m.HomeCloudSection })));
// The market summary (when the market-display flag is on): also off the first load.
const HomeMarket = lazy(() => import('@/features/market/ui/HomeMarket').then((m) => ({ default: m.HomeMarket })));

/**
 * The HD wallet's part of home. The exported HTML and the hydration show the entries of a device
 * without wallets (a device with one holds its first paint, lib/firstPaint/earlySettings.ts); then
 * a device with wallets loads the full section.
 */
function HdPart() {
  const hydrated = useHydrated();
  if (!hydrated || !hasHdWallets()) return <HdHomeIntro />;
  return (
    <Suspense fallback={<HdHomeIntro />}>
      <HdHomeSection />
    </Suspense>
  );
}

/** The wallet tab: the landing for a visitor, the signed-in account's home otherwise; the HD wallet's part in both. */
export function HomeScreen() {
  const t = useTranslations('home');
  // The exported HTML is the visitor's landing: the session shows once hydrated.
  const hydrated = useHydrated();
  const loggedIn = useAtomValue(isLoggedInAtom) && hydrated;
  if (!loggedIn) {
    return (
      <>
        <NoLoginLanding />
        <div className="screen">
          <HdPart />
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
      <HdPart />
      <Suspense fallback={null}>
        <HomeMarket />
      </Suspense>
      <Suspense fallback={null}>
        <HomeBanners />
      </Suspense>
    </main>
  );
}
