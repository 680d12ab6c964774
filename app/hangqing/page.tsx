'use client';

import { lazy } from 'react';
import { LazyScreen } from '@/components/kit/LazyScreen';

const Screen = lazy(() => import('@/features/market/ui/MarketScreen').then((m) => ({ default: m.MarketScreen })));

/** The full market list (SPEC §2 `/hangqing`): the market tab's list with a back button. */
export default function Page() {
  return (
    <LazyScreen>
      <Screen back />
    </LazyScreen>
  );
}
