import { Suspense } from 'react';
import { GoogleValidScreen } from '@/features/security/ui/GoogleValidScreen';

export default function Page() {
  return (
    <Suspense>
      <GoogleValidScreen />
    </Suspense>
  );
}
