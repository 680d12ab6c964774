'use client';

import { lazy } from 'react';
import { LazyScreen } from '@/components/kit/LazyScreen';

// The wealth screen and the cloud wallet's record list it shows load together, in one step after the page.
const Screen = lazy(() =>
  Promise.all([import('@/features/wealth/ui/QueryScreen'), import('@/features/cloudWallet/ui/RecordList')]).then(([screen, records]) => ({
    default: function Query() {
      return <screen.QueryScreen RecordList={records.RecordList} />;
    },
  })),
);

/** `/query`: the wealth records, shown with the cloud wallet's record list. */
export default function Page() {
  return (
    <LazyScreen>
      <Screen />
    </LazyScreen>
  );
}
