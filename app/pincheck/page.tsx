import { Suspense } from 'react';
import { PinCheckScreen } from '@/features/security/ui/PinCheckScreen';

export default function Page() {
  return (
    <Suspense>
      <PinCheckScreen />
    </Suspense>
  );
}
