import { GoogleCheckScreen } from '@/components/security/GoogleCheckScreen';

export default function Page() {
  return <GoogleCheckScreen />;
}
