import { ColorOptionScreen } from '@/components/settings/ColorOptionScreen';

export default function Page() {
  return <ColorOptionScreen />;
}
