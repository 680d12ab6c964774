import { MyScreen } from '@/features/settings/ui/MyScreen';

export default function Page() {
  return <MyScreen />;
}
