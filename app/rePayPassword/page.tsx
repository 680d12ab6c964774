import { RePayPasswordScreen } from '@/components/security/RePayPasswordScreen';

export default function Page() {
  return <RePayPasswordScreen />;
}
