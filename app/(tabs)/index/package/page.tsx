'use client';

import { lazy } from 'react';
import { LazyScreen } from '@/components/kit/LazyScreen';

const Screen = lazy(() => import('@/features/promotions/ui/packages/PackagesScreen').then((m) => ({ default: m.PackagesScreen })));

export default function Page() {
  return (
    <LazyScreen>
      <Screen />
    </LazyScreen>
  );
}
