import { LoginScreen } from '@/features/account/ui/LoginScreen';

export default function Page() {
  return <LoginScreen />;
}
