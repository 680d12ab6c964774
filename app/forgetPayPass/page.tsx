import { ForgetPayPasswordScreen } from '@/components/security/ForgetPayPasswordScreen';

export default function Page() {
  return <ForgetPayPasswordScreen />;
}
