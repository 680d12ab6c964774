import { EditPayPasswordScreen } from '@/features/security/ui/EditPayPasswordScreen';

export default function Page() {
  return <EditPayPasswordScreen />;
}
