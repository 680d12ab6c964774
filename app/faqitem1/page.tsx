'use client';

import { lazy } from 'react';
import { LazyScreen } from '@/components/kit/LazyScreen';

const Screen = lazy(() => import('@/features/help/ui/FaqItemScreen').then((m) => ({ default: m.FaqItemScreen })));

export default function Page() {
  return (
    <LazyScreen>
      <Screen id={1} />
    </LazyScreen>
  );
}
