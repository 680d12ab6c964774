import { MarketScreen } from '@/features/market/ui/MarketScreen';

export default function Page() {
  return <MarketScreen />;
}
