import { ForgetScreen } from '@/components/account/ForgetScreen';

export default function Page() {
  return <ForgetScreen />;
}
