import { FontSizeScreen } from '@/features/settings/ui/FontSizeScreen';

export default function Page() {
  return <FontSizeScreen />;
}
