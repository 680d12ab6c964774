'use client';

import { lazy } from 'react';
import { LazyScreen } from '@/components/kit/LazyScreen';

const Screen = lazy(() => import('@/features/wealth/ui/RedeemScreen').then((m) => ({ default: m.RedeemScreen })));

export default function Page() {
  return (
    <LazyScreen>
      <Screen />
    </LazyScreen>
  );
}
