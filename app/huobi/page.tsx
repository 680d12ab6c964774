import { CurrencyScreen } from '@/features/settings/ui/CurrencyScreen';

export default function Page() {
  return <CurrencyScreen />;
}
