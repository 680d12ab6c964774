'use client';

import { lazy } from 'react';
import { SecurityLevelScreen } from '@/features/security/ui/SecurityLevelScreen';

// KYC is its own feature with its own calls: loaded after this screen's first paint.
const KycSection = lazy(() => import('@/features/kyc/ui/KycStatusCard').then((m) => ({ default: m.KycSection })));

/** `/securityLevel`: the account's security level, with the KYC level (features/kyc) below it. */
export default function Page() {
  return <SecurityLevelScreen kyc={<KycSection />} />;
}
