'use client';

import { lazy } from 'react';
import { MarketDisplaySwitch } from '@/features/market/ui/MarketDisplaySwitch';
import { MyScreen } from '@/features/settings/ui/MyScreen';

// The promotions feature's activated-points card, off My's first load (it carries the API client and SWR).
const PointsCard = lazy(() => import('@/features/promotions/ui/points/PointsCard').then((m) => ({ default: m.PointsCard })));

/** "My": the settings screen, with the market feature's display switch among the settings and the promotions feature's points card. */
export default function Page() {
  return <MyScreen marketSwitch={<MarketDisplaySwitch />} points={<PointsCard />} />;
}
