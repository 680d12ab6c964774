import { SetUpScreen } from '@/components/account/SetUpScreen';

export default function Page() {
  return <SetUpScreen />;
}
