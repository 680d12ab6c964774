'use client';

import { lazy } from 'react';
import { LazyScreen } from '@/components/kit/LazyScreen';

// The root not-found boundary is part of every page's first load; its screen (and the empty-state
// icon) arrive only when a path is unknown.
const Screen = lazy(() => import('@/components/shell/NotFoundScreen').then((m) => ({ default: m.NotFoundScreen })));

export default function NotFound() {
  return (
    <LazyScreen>
      <Screen />
    </LazyScreen>
  );
}
