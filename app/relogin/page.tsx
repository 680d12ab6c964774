import { Suspense } from 'react';
import { LoginScreen } from '@/features/account/ui/LoginScreen';

export default function Page() {
  return (
    <Suspense>
      <LoginScreen />
    </Suspense>
  );
}
