'use client';

import { lazy } from 'react';
import { LazyScreen } from '@/components/kit/LazyScreen';

const Screen = lazy(() => import('@/features/wealth/ui/CategoryScreen').then((m) => ({ default: m.CategoryScreen })));

export default function Page() {
  return (
    <LazyScreen>
      <Screen category="pos" />
    </LazyScreen>
  );
}
