'use client';

import { lazy } from 'react';
import { LazyScreen } from '@/components/kit/LazyScreen';

const Screen = lazy(() => import('@/features/hdWallet/ui/TransactionsScreen').then((m) => ({ default: m.TransactionsScreen })));

export function TransactionsPage() {
  return (
    <LazyScreen>
      <Screen />
    </LazyScreen>
  );
}
