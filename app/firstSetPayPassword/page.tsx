import { FirstSetPayPasswordScreen } from '@/features/security/ui/FirstSetPayPasswordScreen';

export default function Page() {
  return <FirstSetPayPasswordScreen />;
}
