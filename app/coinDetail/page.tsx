'use client';

import { lazy } from 'react';
import { LazyScreen } from '@/components/kit/LazyScreen';

// The cloud wallet's coin screen and the market part it shows load together, in one step after the page.
const Screen = lazy(() =>
  Promise.all([import('@/features/cloudWallet/ui/CoinDetailScreen'), import('@/features/market/ui/CoinMarketPanel')]).then(([screen, market]) => ({
    default: function CoinDetail() {
      return <screen.CoinDetailScreen CoinMarketPanel={market.CoinMarketPanel} OnChainPanel={OnChainPanel} />;
    },
  })),
);
// Deposit and Withdraw (features/custody) load with their own chunk, after the coin's first paint.
const OnChainPanel = lazy(() => import('@/features/custody/ui/OnChainPanel'));

/** `/coinDetail`: the cloud wallet's coin, with the market's part and custody's on-chain panel composed in. */
export default function Page() {
  return (
    <LazyScreen>
      <Screen />
    </LazyScreen>
  );
}
