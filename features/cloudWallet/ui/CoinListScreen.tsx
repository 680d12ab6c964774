'use client';

import { useSearchParams } from 'next/navigation';
import { useTranslations } from 'next-intl';
import { NavBar } from '@/components/kit/NavBar';
import type { CoinInfo } from '@/features/cloudWallet/contract/walletApi';
import { CoinPicker } from './CoinPicker';

/** Where /coinList leads once a coin is picked (`?next=`). */
const NEXT = {
  send: { title: 'pickToSend', href: (coin: CoinInfo) => `/send?coin=${coin.symbol}`, usable: (coin: CoinInfo) => coin.internalTransferEnabled },
  receive: { title: 'pickToReceive', href: (coin: CoinInfo) => `/receive?coin=${coin.symbol}`, usable: undefined },
  detail: { title: 'title', href: (coin: CoinInfo) => `/coinDetail?coin=${coin.symbol}`, usable: undefined },
} as const;

/** `/coinList`: the coin list with prices; with `?next=send|receive` it picks the coin for that screen. */
export function CoinListScreen() {
  const t = useTranslations('coins');
  const next = useSearchParams().get('next');
  const mode = NEXT[next === 'send' || next === 'receive' ? next : 'detail'];
  return (
    <main className="screen">
      <NavBar title={t(mode.title)} />
      <CoinPicker hrefOf={mode.href} usable={mode.usable} />
    </main>
  );
}
