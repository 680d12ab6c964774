'use client';

import { lazy, Suspense, useEffect, useState } from 'react';
import { whenIdle } from '@/lib/firstPaint/idle';

// The floating connection button and all of WalletConnect load after the first paint, off every page's first load.
const Overlay = lazy(() => import('@/features/walletConnect/ui/WalletConnectOverlay'));

/**
 * The always-present wallet-connection overlay (SPEC §2). It is not in the exported HTML and starts
 * loading once the first screen is up and the browser idle, so it never delays that screen.
 */
export function WalletConnectMount() {
  const [wanted, setWanted] = useState(false);
  useEffect(() => whenIdle(() => setWanted(true), 2000), []);
  if (!wanted) return null;
  return (
    <Suspense fallback={null}>
      <Overlay />
    </Suspense>
  );
}
