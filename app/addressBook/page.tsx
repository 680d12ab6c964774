'use client';

import { lazy } from 'react';
import { CloudAddressBookWalletSwitch } from '@/features/cloudWallet/ui/CloudAddressBookWalletSwitch';
import { LazyScreen } from '@/components/kit/LazyScreen';

const CloudScreen = lazy(() => import('@/features/cloudWallet/ui/CloudAddressBookScreen').then((m) => ({ default: m.CloudAddressBookScreen })));
const HdScreen = lazy(() => import('@/features/hdWallet/ui/AddressBookScreen').then((m) => ({ default: m.AddressBookScreen })));

/** `/addressBook`: the cloud account's book, or with `?wallet=hd` the HD wallet's. */
export default function Page() {
  return (
    <LazyScreen>
      <CloudAddressBookWalletSwitch hd={<HdScreen />} cloud={<CloudScreen />} />
    </LazyScreen>
  );
}
