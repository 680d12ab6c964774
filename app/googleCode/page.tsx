import { GoogleCodeScreen } from '@/components/security/GoogleCodeScreen';

export default function Page() {
  return <GoogleCodeScreen />;
}
