import { Suspense } from 'react';
import { GoogleValidScreen } from '@/components/security/GoogleValidScreen';

export default function Page() {
  return (
    <Suspense>
      <GoogleValidScreen />
    </Suspense>
  );
}
