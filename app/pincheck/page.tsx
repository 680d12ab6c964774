import { Suspense } from 'react';
import { PinCheckScreen } from '@/components/security/PinCheckScreen';

export default function Page() {
  return (
    <Suspense>
      <PinCheckScreen />
    </Suspense>
  );
}
