import { Suspense } from 'react';
import { NoLoginLanding } from '@/features/home/ui/NoLoginLanding';

export default function Page() {
  return (
    <Suspense>
      <NoLoginLanding />
    </Suspense>
  );
}
