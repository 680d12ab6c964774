'use client';

import { lazy } from 'react';
import { LazyScreen } from '@/components/kit/LazyScreen';

// The flash swap's screen and the cloud wallet's coin link it shows load together, in one step after the page.
const Screen = lazy(() =>
  Promise.all([import('@/features/flashSwap/ui/FlashSwapScreen'), import('@/features/cloudWallet/ui/CoinPickLink')]).then(([screen, link]) => ({
    default: function FlashSwap() {
      return <screen.FlashSwapScreen CoinPickLink={link.CoinPickLink} />;
    },
  })),
);

/** `/against`: the flash swap, with the cloud wallet's link to its coin picker for each side. */
export default function Page() {
  return (
    <LazyScreen>
      <Screen />
    </LazyScreen>
  );
}
