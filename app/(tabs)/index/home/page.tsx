'use client';

import { lazy } from 'react';
import { HdHomePart } from '@/features/hdWallet/ui/HdHomePart';
import { HomeScreen } from '@/features/home/ui/HomeScreen';
import { loadController } from '@/features/walletConnect/ui/controller';
import type { ConnectionUri } from '@/lib/walletConnect/parseConnectionUri';

// Off home's first load: the cloud wallet's section (the API client and SWR), the market summary, the
// promotions feature's activated-points card, and the operator's banners (features/content), which go below home's content.
const HomeCloudSection = lazy(() => import('@/features/cloudWallet/ui/HomeCloudSection').then((m) => ({ default: m.HomeCloudSection })));
const HomeMarket = lazy(() => import('@/features/market/ui/HomeMarket').then((m) => ({ default: m.HomeMarket })));
const PointsCard = lazy(() => import('@/features/promotions/ui/points/PointsCard').then((m) => ({ default: m.PointsCard })));
const HomeBanners = lazy(() => import('@/features/content/ui/HomeBanners').then((m) => ({ default: m.HomeBanners })));

/** A link scanned on the cloud wallet's part starts the WalletConnect feature's connection (its controller loads on demand). */
const connectLink = (link: ConnectionUri) => loadController().then(({ connectWithLink }) => connectWithLink(link));

/** The wallet tab: home, with the HD wallet's, the cloud wallet's, the market's, the promotions' and the operator's parts composed in. */
export default function Page() {
  return <HomeScreen hdPart={<HdHomePart />} cloudSection={<HomeCloudSection connectLink={connectLink} />} market={<HomeMarket />} banners={<HomeBanners />} points={<PointsCard />} />;
}
