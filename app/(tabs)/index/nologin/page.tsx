import { Suspense } from 'react';
import { NoLoginLanding } from '@/components/home/NoLoginLanding';

export default function Page() {
  return (
    <Suspense>
      <NoLoginLanding />
    </Suspense>
  );
}
