'use client';

import { lazy } from 'react';
import { LazyScreen } from '@/components/kit/LazyScreen';

const Screen = lazy(() => import('@/features/promotions/ui/packages/PackageOrdersScreen').then((m) => ({ default: m.PackageOrdersScreen })));

export default function Page() {
  return (
    <LazyScreen>
      <Screen />
    </LazyScreen>
  );
}
