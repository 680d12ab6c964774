'use client';

import { lazy } from 'react';
import { LazyScreen } from '@/components/kit/LazyScreen';

// Lazy: the form with its SMS code, captcha and field rules arrives after the first load (the
// 150 kB first-load budget); LazyScreen's Suspense also covers its useSearchParams.
const Screen = lazy(() => import('@/features/account/ui/RegisterScreen').then((m) => ({ default: m.RegisterScreen })));

export default function Page() {
  return (
    <LazyScreen>
      <Screen />
    </LazyScreen>
  );
}
