'use client';

import { lazy } from 'react';
import { LazyScreen } from '@/components/kit/LazyScreen';

const Screen = lazy(() => import('@/features/help/ui/LegalScreen').then((m) => ({ default: m.LegalScreen })));

export default function Page() {
  return (
    <LazyScreen>
      <Screen doc="privacy" />
    </LazyScreen>
  );
}
