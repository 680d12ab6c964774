import { RePayPasswordScreen } from '@/features/security/ui/RePayPasswordScreen';

export default function Page() {
  return <RePayPasswordScreen />;
}
