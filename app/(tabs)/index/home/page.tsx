'use client';

import { lazy } from 'react';
import { HdHomePart } from '@/features/hdWallet/ui/HdHomePart';
import { HomeScreen } from '@/features/home/ui/HomeScreen';

// Off home's first load: the cloud wallet's section (the API client and SWR), the market summary, and the
// operator's banners (features/content), which go below home's content.
const HomeCloudSection = lazy(() => import('@/features/cloudWallet/ui/HomeCloudSection').then((m) => ({ default: m.HomeCloudSection })));
const HomeMarket = lazy(() => import('@/features/market/ui/HomeMarket').then((m) => ({ default: m.HomeMarket })));
const HomeBanners = lazy(() => import('@/features/content/ui/HomeBanners').then((m) => ({ default: m.HomeBanners })));

/** The wallet tab: home, with the HD wallet's, the cloud wallet's, the market's and the operator's parts composed in. */
export default function Page() {
  return <HomeScreen hdPart={<HdHomePart />} cloudSection={<HomeCloudSection />} market={<HomeMarket />} banners={<HomeBanners />} />;
}
