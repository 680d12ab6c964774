import { FirstSetPayPasswordScreen } from '@/components/security/FirstSetPayPasswordScreen';

export default function Page() {
  return <FirstSetPayPasswordScreen />;
}
