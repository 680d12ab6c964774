'use client';

import { lazy } from 'react';
import { LazyScreen } from '@/components/kit/LazyScreen';

// The flash swap's coin list and the cloud wallet's coin picker it shows load together, in one step after the page.
const Screen = lazy(() =>
  Promise.all([import('@/features/flashSwap/ui/SwapCoinListScreen'), import('@/features/cloudWallet/ui/CoinPicker'), import('@/features/cloudWallet/ui/CoinRow')]).then(
    ([screen, picker, rows]) => ({
      default: function SwapCoinList() {
        return <screen.SwapCoinListScreen CoinPicker={picker.CoinPicker} CoinRowsLoading={rows.CoinRowsLoading} />;
      },
    }),
  ),
);

/** `/coinAgaList`: picks a flash swap's coin with the cloud wallet's coin picker. */
export default function Page() {
  return (
    <LazyScreen>
      <Screen />
    </LazyScreen>
  );
}
