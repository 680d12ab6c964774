import { NoLoginLanding } from '@/features/home/ui/NoLoginLanding';

export default function Page() {
  return <NoLoginLanding />;
}
