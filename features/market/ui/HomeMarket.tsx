'use client';

import { useAtomValue } from 'jotai';
import { lazy, Suspense } from 'react';
import { useHydrated } from '@/lib/firstPaint/useHydrated';
import { marketDisplayAtom } from '@/lib/state/settings';
import styles from './Market.module.css';

// The summary (SWR, the API client, the rows) is a chunk of its own, loaded only while the flag is on.
const HomeMarketSummary = lazy(() => import('./HomeMarketSummary').then((m) => ({ default: m.HomeMarketSummary })));

/**
 * Home's market summary slot (SPEC §3 market-display flag, default 1): after hydration, and only
 * while the flag is on (My → "Market on home"). Its place is reserved while it loads.
 */
export function HomeMarket() {
  const hydrated = useHydrated();
  const on = useAtomValue(marketDisplayAtom) !== 0;
  if (!hydrated || !on) return null;
  return (
    <Suspense fallback={<div className={styles.summary} aria-hidden="true" />}>
      <HomeMarketSummary />
    </Suspense>
  );
}
