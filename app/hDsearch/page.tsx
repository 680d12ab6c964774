'use client';

import { lazy } from 'react';
import { LazyScreen } from '@/components/kit/LazyScreen';

// The HD wallet's token search and the market's tickers (which rank its well-known tokens) load together, in one step after the page.
const Screen = lazy(() =>
  Promise.all([import('@/features/hdWallet/ui/HdSearchScreen'), import('@/features/market/api/market')]).then(([screen, market]) => ({
    default: function HdSearch() {
      return <screen.HdSearchScreen useMarketTickers={market.useTickers} />;
    },
  })),
);

/** `/hDsearch`: the HD wallet's token search, ranked by the market's tickers. */
export default function Page() {
  return (
    <LazyScreen>
      <Screen />
    </LazyScreen>
  );
}
