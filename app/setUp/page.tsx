import { SetUpScreen } from '@/features/account/ui/SetUpScreen';

export default function Page() {
  return <SetUpScreen />;
}
