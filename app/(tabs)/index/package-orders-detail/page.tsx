'use client';

import { lazy } from 'react';
import { LazyScreen } from '@/components/kit/LazyScreen';

const Screen = lazy(() => import('@/features/promotions/ui/packages/PackageOrderDetailScreen').then((m) => ({ default: m.PackageOrderDetailScreen })));

export default function Page() {
  return (
    <LazyScreen>
      <Screen />
    </LazyScreen>
  );
}
