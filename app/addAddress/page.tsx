'use client';

import { lazy } from 'react';
import { CloudAddressBookWalletSwitch } from '@/features/cloudWallet/ui/CloudAddressBookWalletSwitch';
import { LazyScreen } from '@/components/kit/LazyScreen';

const CloudScreen = lazy(() => import('@/features/cloudWallet/ui/CloudAddAddressScreen').then((m) => ({ default: m.CloudAddAddressScreen })));
const HdScreen = lazy(() => import('@/features/hdWallet/ui/AddAddressScreen').then((m) => ({ default: m.AddAddressScreen })));

/** `/addAddress`: the cloud account's book, or with `?wallet=hd` the HD wallet's. */
export default function Page() {
  return (
    <LazyScreen>
      <CloudAddressBookWalletSwitch hd={<HdScreen />} cloud={<CloudScreen />} />
    </LazyScreen>
  );
}
