import { CodeCheckScreen } from '@/components/security/CodeCheckScreen';

export default function Page() {
  return <CodeCheckScreen />;
}
