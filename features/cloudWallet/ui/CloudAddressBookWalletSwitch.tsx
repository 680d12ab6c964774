'use client';

import { useSearchParams } from 'next/navigation';

/**
 * The address-book routes serve two books: `?wallet=hd` is the HD wallet's, kept on this device
 * and open without a login (lib/routes.ts HD_LOCAL_ROUTES); otherwise the cloud account's. Only
 * the chosen screen renders, so only its lazy chunk loads.
 */
export function CloudAddressBookWalletSwitch({ hd, cloud }: { hd: React.ReactNode; cloud: React.ReactNode }) {
  return useSearchParams().get('wallet') === 'hd' ? hd : cloud;
}
