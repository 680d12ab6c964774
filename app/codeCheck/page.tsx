import { CodeCheckScreen } from '@/features/security/ui/CodeCheckScreen';

export default function Page() {
  return <CodeCheckScreen />;
}
