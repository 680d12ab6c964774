import { HomeScreen } from '@/components/home/HomeScreen';

export default function Page() {
  return <HomeScreen />;
}
