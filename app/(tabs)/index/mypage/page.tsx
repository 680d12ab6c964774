import { MarketDisplaySwitch } from '@/features/market/ui/MarketDisplaySwitch';
import { MyScreen } from '@/features/settings/ui/MyScreen';

/** "My": the settings screen, with the market feature's display switch among the settings. */
export default function Page() {
  return <MyScreen marketSwitch={<MarketDisplaySwitch />} />;
}
