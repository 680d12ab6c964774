import { PinSetScreen } from '@/components/security/PinSetScreen';

export default function Page() {
  return <PinSetScreen />;
}
