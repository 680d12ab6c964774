'use client';

import { useTranslations } from 'next-intl';
import { LoadFailed } from '@/components/kit/LoadFailed';
import { NavBar } from '@/components/kit/NavBar';
import { AccountGate } from '@/components/shell/AccountGate';
import { CoinPicker } from '@/features/cloudWallet/ui/CoinPicker';
import { useEnvelopeInfo } from '@/features/redEnvelope/api/redEnvelope';

/** `/redCoinList`: picks the coin of a red envelope among those that can be sent now (internal moves on, a price known). */
export function RedCoinListScreen() {
  const t = useTranslations('redEnvelope');
  return (
    <main className="screen">
      <NavBar title={t('pickCoin')} fallback="/sendEnvelope" />
      <AccountGate>{() => <Coins />}</AccountGate>
    </main>
  );
}

function Coins() {
  const t = useTranslations('redEnvelope');
  const info = useEnvelopeInfo();
  return info.error ? (
    <LoadFailed text={t('loadFailed')} onRetry={() => void info.mutate()} />
  ) : (
    <CoinPicker hrefOf={(coin) => `/sendEnvelope?coin=${coin.symbol}`} usable={(coin) => info.data?.coins.includes(coin.symbol) ?? false} autoFocus />
  );
}
