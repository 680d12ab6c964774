import { LoginPasswordScreen } from '@/features/account/ui/LoginPasswordScreen';

export default function Page() {
  return <LoginPasswordScreen />;
}
