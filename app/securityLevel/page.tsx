import { SecurityLevelScreen } from '@/features/security/ui/SecurityLevelScreen';

export default function Page() {
  return <SecurityLevelScreen />;
}
