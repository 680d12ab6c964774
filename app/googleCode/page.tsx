import { GoogleCodeScreen } from '@/features/security/ui/GoogleCodeScreen';

export default function Page() {
  return <GoogleCodeScreen />;
}
