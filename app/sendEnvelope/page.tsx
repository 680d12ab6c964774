'use client';

import { lazy } from 'react';
import { LazyScreen } from '@/components/kit/LazyScreen';

// The red envelope's form and the cloud wallet's coin link it shows load together, in one step after the page.
const Screen = lazy(() =>
  Promise.all([import('@/features/redEnvelope/ui/SendEnvelopeScreen'), import('@/features/cloudWallet/ui/CoinPickLink')]).then(([screen, link]) => ({
    default: function SendEnvelope() {
      return <screen.SendEnvelopeScreen CoinPickLink={link.CoinPickLink} />;
    },
  })),
);

/** `/sendEnvelope`: sends a red envelope, with the cloud wallet's link to its coin picker. */
export default function Page() {
  return (
    <LazyScreen>
      <Screen />
    </LazyScreen>
  );
}
