import { ColorOptionScreen } from '@/features/settings/ui/ColorOptionScreen';

export default function Page() {
  return <ColorOptionScreen />;
}
