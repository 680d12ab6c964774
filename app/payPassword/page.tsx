import { PayPasswordScreen } from '@/features/security/ui/PayPasswordScreen';

export default function Page() {
  return <PayPasswordScreen />;
}
