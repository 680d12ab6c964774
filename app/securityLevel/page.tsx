import { SecurityLevelScreen } from '@/components/security/SecurityLevelScreen';

export default function Page() {
  return <SecurityLevelScreen />;
}
