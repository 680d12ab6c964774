import { LoginPasswordScreen } from '@/components/account/LoginPasswordScreen';

export default function Page() {
  return <LoginPasswordScreen />;
}
