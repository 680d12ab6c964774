import { Suspense } from 'react';
import { RegisterScreen } from '@/components/account/RegisterScreen';

export default function Page() {
  return (
    <Suspense>
      <RegisterScreen />
    </Suspense>
  );
}
