'use client';

import { lazy, Suspense } from 'react';
import { EnvelopeFirstScreen } from '@/features/redEnvelope/ui/EnvelopeFirstScreen';
import { useHydrated } from '@/lib/firstPaint/useHydrated';

const Screen = lazy(() => import('@/features/redEnvelope/ui/EnvelopeDetailScreen').then((m) => ({ default: m.EnvelopeDetailScreen })));

/**
 * A first screen (lib/routes.ts): a shared red envelope link is often a new user's first visit.
 * The export carries the claim card as a logged-out visitor sees it (EnvelopeFirstScreen, a few
 * hundred bytes of code); once hydrated, the screen itself loads as its own chunk (it reads the
 * query, the session and the API, and holds the QR code) behind that same card.
 */
export default function Page() {
  const hydrated = useHydrated();
  if (!hydrated) return <EnvelopeFirstScreen />;
  return (
    <Suspense fallback={<EnvelopeFirstScreen />}>
      <Screen />
    </Suspense>
  );
}
