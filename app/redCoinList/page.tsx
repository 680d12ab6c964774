'use client';

import { lazy } from 'react';
import { LazyScreen } from '@/components/kit/LazyScreen';

// The red envelope's coin list and the cloud wallet's coin picker it shows load together, in one step after the page.
const Screen = lazy(() =>
  Promise.all([import('@/features/redEnvelope/ui/RedCoinListScreen'), import('@/features/cloudWallet/ui/CoinPicker')]).then(([screen, picker]) => ({
    default: function RedCoinList() {
      return <screen.RedCoinListScreen CoinPicker={picker.CoinPicker} />;
    },
  })),
);

/** `/redCoinList`: picks a red envelope's coin with the cloud wallet's coin picker. */
export default function Page() {
  return (
    <LazyScreen>
      <Screen />
    </LazyScreen>
  );
}
