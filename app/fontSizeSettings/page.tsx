import { FontSizeScreen } from '@/components/settings/FontSizeScreen';

export default function Page() {
  return <FontSizeScreen />;
}
