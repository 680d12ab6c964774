import { MyScreen } from '@/components/settings/MyScreen';

export default function Page() {
  return <MyScreen />;
}
