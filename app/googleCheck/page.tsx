import { GoogleCheckScreen } from '@/features/security/ui/GoogleCheckScreen';

export default function Page() {
  return <GoogleCheckScreen />;
}
