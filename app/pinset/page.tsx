import { PinSetScreen } from '@/features/security/ui/PinSetScreen';

export default function Page() {
  return <PinSetScreen />;
}
