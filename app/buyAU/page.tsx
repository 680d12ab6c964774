'use client';

import { lazy } from 'react';
import { LazyScreen } from '@/components/kit/LazyScreen';
import { usePayConfirmation } from '@/features/security/ui/usePayConfirmation';

// The page composes two features: the promotions screen and the security feature's pay confirmation.
const Screen = lazy(() => import('@/features/promotions/ui/BuyTokenScreen').then((m) => ({ default: m.BuyTokenScreen })));

export default function Page() {
  return (
    <LazyScreen>
      <Screen usePayConfirmation={usePayConfirmation} />
    </LazyScreen>
  );
}
