'use client';

import { lazy } from 'react';
import { LazyScreen } from '@/components/kit/LazyScreen';

const Screen = lazy(() => import('@/features/wealth/ui/MyWealthScreen').then((m) => ({ default: m.MyWealthScreen })));

export default function Page() {
  return (
    <LazyScreen>
      <Screen />
    </LazyScreen>
  );
}
