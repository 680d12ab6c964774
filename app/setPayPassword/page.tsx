import { SetPayPasswordScreen } from '@/features/security/ui/SetPayPasswordScreen';

export default function Page() {
  return <SetPayPasswordScreen />;
}
