'use client';

import { lazy } from 'react';
import { CloudAddressBookWalletSwitch } from '@/components/cloud/CloudAddressBookWalletSwitch';
import { LazyScreen } from '@/components/kit/LazyScreen';

const CloudScreen = lazy(() => import('@/components/cloud/CloudAddAddressScreen').then((m) => ({ default: m.CloudAddAddressScreen })));
const HdScreen = lazy(() => import('@/components/hd/AddAddressScreen').then((m) => ({ default: m.AddAddressScreen })));

/** `/addAddress`: the cloud account's book, or with `?wallet=hd` the HD wallet's. */
export default function Page() {
  return (
    <LazyScreen>
      <CloudAddressBookWalletSwitch hd={<HdScreen />} cloud={<CloudScreen />} />
    </LazyScreen>
  );
}
