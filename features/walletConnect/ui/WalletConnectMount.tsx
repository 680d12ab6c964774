'use client';

import { lazy, Suspense } from 'react';

// The floating connection button and all of WalletConnect load after the first paint, off every page's first load.
const Overlay = lazy(() => import('@/features/walletConnect/ui/WalletConnectOverlay'));

/** The always-present wallet-connection overlay (SPEC §2). */
export function WalletConnectMount() {
  return (
    <Suspense fallback={null}>
      <Overlay />
    </Suspense>
  );
}
