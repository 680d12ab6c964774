import { HomeScreen } from '@/features/home/ui/HomeScreen';

export default function Page() {
  return <HomeScreen />;
}
