'use client';

import { lazy, Suspense } from 'react';
import { hasHdWallets } from '@/lib/state/hdWallet/hasHdWallets';
import { useHydrated } from '@/lib/firstPaint/useHydrated';
import { HdHomeIntro } from './HdHomeParts';

// The HD wallet's part (its state, viem's address helpers) loads after the page, and only on a device
// with an HD wallet: off home's first load.
const HdHomeSection = lazy(() => import('./HdHomeSection').then((m) => ({ default: m.HdHomeSection })));

/**
 * The HD wallet's part of home. The exported HTML and the hydration show the entries of a device
 * without wallets (a device with one holds its first paint, lib/firstPaint/earlySettings.ts); then
 * a device with wallets loads the full section.
 */
export function HdHomePart() {
  const hydrated = useHydrated();
  if (!hydrated || !hasHdWallets()) return <HdHomeIntro />;
  return (
    <Suspense fallback={<HdHomeIntro />}>
      <HdHomeSection />
    </Suspense>
  );
}
