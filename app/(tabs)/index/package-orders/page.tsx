import { UnavailableScreen } from '@/components/shell/UnavailableScreen';

export default function Page() {
  return <UnavailableScreen />;
}
