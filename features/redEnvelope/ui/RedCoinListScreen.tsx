'use client';

import { useTranslations } from 'next-intl';
import { LoadFailed } from '@/components/kit/LoadFailed';
import { NavBar } from '@/components/kit/NavBar';
import { AccountGate } from '@/components/shell/AccountGate';
import type { ComponentType } from 'react';
import type { CoinInfo } from '@/features/cloudWallet/contract/walletApi';
import { useEnvelopeInfo } from '@/features/redEnvelope/api/redEnvelope';

/** The cloud wallet's coin picker, which the page passes in (a feature does not import another's UI). */
type CoinPickerSlot = ComponentType<{ hrefOf: (coin: CoinInfo) => string; usable?: (coin: CoinInfo) => boolean; autoFocus?: boolean }>;

/** `/redCoinList`: picks the coin of a red envelope among those that can be sent now (internal moves on, a price known). */
export function RedCoinListScreen({ CoinPicker }: { CoinPicker: CoinPickerSlot }) {
  const t = useTranslations('redEnvelope');
  return (
    <main className="screen">
      <NavBar title={t('pickCoin')} fallback="/sendEnvelope" />
      <AccountGate>{() => <Coins CoinPicker={CoinPicker} />}</AccountGate>
    </main>
  );
}

function Coins({ CoinPicker }: { CoinPicker: CoinPickerSlot }) {
  const t = useTranslations('redEnvelope');
  const info = useEnvelopeInfo();
  return info.error ? (
    <LoadFailed text={t('loadFailed')} onRetry={() => void info.mutate()} />
  ) : (
    <CoinPicker hrefOf={(coin) => `/sendEnvelope?coin=${coin.symbol}`} usable={(coin) => info.data?.coins.includes(coin.symbol) ?? false} autoFocus />
  );
}
