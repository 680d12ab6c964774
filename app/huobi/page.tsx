import { CurrencyScreen } from '@/components/settings/CurrencyScreen';

export default function Page() {
  return <CurrencyScreen />;
}
