'use client';

import { useAtomValue } from 'jotai';
import { useTranslations } from 'next-intl';
import { lazy, Suspense, type ReactNode } from 'react';
import { NavBar } from '@/components/kit/NavBar';
import { useHydrated } from '@/lib/firstPaint/useHydrated';
import { isLoggedInAtom } from '@/lib/state/session';
import { NoLoginLanding } from './NoLoginLanding';

// The cloud wallet's part carries the API client and SWR: also off the first load.
const AccountHeader = lazy(() => import('./AccountHeader').then((m) => ({ default: m.AccountHeader })));

/**
 * The other features' parts of home, which the page composes in (a feature does not import another's UI): the HD
 * wallet's part (in both the landing and the account's home), the cloud wallet's section, the market summary (when
 * the market-display flag is on) and the operator's banners. The page loads all but the HD wallet's entries lazily,
 * off home's first load; the banners go below home's content, so they shift nothing. `points` is the promotions
 * feature's activated-points card, under the cloud wallet's section.
 */
export type HomeParts = { hdPart: ReactNode; cloudSection: ReactNode; market: ReactNode; banners: ReactNode; points?: ReactNode };

/** The wallet tab: the landing for a visitor, the signed-in account's home otherwise; the HD wallet's part in both. */
export function HomeScreen({ hdPart, cloudSection, market, banners, points }: HomeParts) {
  const t = useTranslations('home');
  // The exported HTML is the visitor's landing: the session shows once hydrated.
  const hydrated = useHydrated();
  const loggedIn = useAtomValue(isLoggedInAtom) && hydrated;
  if (!loggedIn) {
    return (
      <>
        <NoLoginLanding />
        <div className="screen">{hdPart}</div>
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
        {cloudSection}
      </Suspense>
      <Suspense fallback={null}>{points}</Suspense>
      {hdPart}
      <Suspense fallback={null}>{market}</Suspense>
      <Suspense fallback={null}>{banners}</Suspense>
    </main>
  );
}
