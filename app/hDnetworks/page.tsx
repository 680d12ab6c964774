'use client';

import { lazy } from 'react';
import { LazyScreen } from '@/components/kit/LazyScreen';

const Screen = lazy(() => import('@/features/hdWallet/ui/NetworksScreen').then((m) => ({ default: m.NetworksScreen })));

/** `/hDnetworks`: networks the user adds to the HD wallet on this device. */
export default function Page() {
  return (
    <LazyScreen>
      <Screen />
    </LazyScreen>
  );
}
