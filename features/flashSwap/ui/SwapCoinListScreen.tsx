'use client';

import { useSearchParams } from 'next/navigation';
import { useTranslations } from 'next-intl';
import { LoadFailed } from '@/components/kit/LoadFailed';
import { NavBar } from '@/components/kit/NavBar';
import type { ComponentType } from 'react';
import type { CoinInfo } from '@/features/cloudWallet/contract/walletApi';
import { COIN_SYMBOL_PATTERN } from '@/features/cloudWallet/contract/walletRules';
import { useSwapInfo } from '@/features/flashSwap/api/flashSwap';

/** The cloud wallet's coin picker and its loading rows. */
export type SwapCoinListParts = {
  CoinPicker: ComponentType<{ hrefOf: (coin: CoinInfo) => string; usable?: (coin: CoinInfo) => boolean; autoFocus?: boolean }>;
  CoinRowsLoading: ComponentType<{ label: string }>;
};

/**
 * `/coinAgaList?side=from|to&from=&to=`: picks the coin paid or the coin received of a flash swap,
 * among the coins that can be swapped now. Picking the coin already on the other side swaps the two. The list and
 * its loading rows are the cloud wallet's coin picker, which the page passes in (a feature does not import another's UI).
 */
export function SwapCoinListScreen({ CoinPicker, CoinRowsLoading }: SwapCoinListParts) {
  const t = useTranslations('flashSwap');
  const params = useSearchParams();
  const side = params.get('side') === 'to' ? 'to' : 'from';
  const read = (name: string) => {
    const value = params.get(name)?.toUpperCase() ?? '';
    return COIN_SYMBOL_PATTERN.test(value) ? value : null;
  };
  const [from, to] = [read('from'), read('to')];
  const info = useSwapInfo();
  const swappable = new Set(info.data?.coins);
  const hrefOf = (coin: CoinInfo) => {
    const [nextFrom, nextTo] =
      side === 'from' ? [coin.symbol, coin.symbol === to ? from : to] : [coin.symbol === from ? to : from, coin.symbol];
    const query = new URLSearchParams();
    if (nextFrom) query.set('from', nextFrom);
    if (nextTo) query.set('to', nextTo);
    return `/against?${query.toString()}`;
  };
  return (
    <main className="screen">
      <NavBar title={t(side === 'from' ? 'pickPay' : 'pickGet')} fallback="/against" />
      {info.error ? (
        <LoadFailed text={t('loadFailed')} onRetry={() => void info.mutate()} />
      ) : !info.data ? (
        // Until the swappable coins are known, a list filtered by them would read "no coin matches".
        <CoinRowsLoading label={t('loading')} />
      ) : (
        <CoinPicker hrefOf={hrefOf} usable={(coin) => swappable.has(coin.symbol)} autoFocus />
      )}
    </main>
  );
}
