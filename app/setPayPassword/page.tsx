import { SetPayPasswordScreen } from '@/components/security/SetPayPasswordScreen';

export default function Page() {
  return <SetPayPasswordScreen />;
}
