import { EditPayPasswordScreen } from '@/components/security/EditPayPasswordScreen';

export default function Page() {
  return <EditPayPasswordScreen />;
}
