'use client';

import { lazy } from 'react';
import { LazyScreen } from '@/components/kit/LazyScreen';

const Screen = lazy(() => import('@/features/cloudWallet/ui/SendScreen').then((m) => ({ default: m.SendScreen })));
// The blockchain transfer form (features/custody) loads with its own chunk when chosen.
const WithdrawForm = lazy(() => import('@/features/custody/ui/WithdrawForm').then((m) => ({ default: m.WithdrawForm })));

/** `/send`: the cloud wallet's send screen, with custody's blockchain transfer form as its second way to send. */
export default function Page() {
  return (
    <LazyScreen>
      <Screen WithdrawForm={WithdrawForm} />
    </LazyScreen>
  );
}
