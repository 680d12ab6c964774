import { Suspense } from 'react';
import { LoginScreen } from '@/components/account/LoginScreen';

export default function Page() {
  return (
    <Suspense>
      <LoginScreen />
    </Suspense>
  );
}
