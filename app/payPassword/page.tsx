import { PayPasswordScreen } from '@/components/security/PayPasswordScreen';

export default function Page() {
  return <PayPasswordScreen />;
}
