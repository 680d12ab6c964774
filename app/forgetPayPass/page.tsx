'use client';

import { lazy } from 'react';
import { LazyScreen } from '@/components/kit/LazyScreen';

// Lazy: the screen, its SMS code and captcha pieces arrive after the first load (budget).
const Screen = lazy(() => import('@/features/security/ui/ForgetPayPasswordScreen').then((m) => ({ default: m.ForgetPayPasswordScreen })));

export default function Page() {
  return (
    <LazyScreen>
      <Screen />
    </LazyScreen>
  );
}
