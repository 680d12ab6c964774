'use client';

import { useTranslations } from 'next-intl';
import { NavBar } from '@/components/kit/NavBar';
import { CoinPicker } from './CoinPicker';

/** `/search`: find a coin by symbol or name and open its detail. */
export function SearchScreen() {
  const t = useTranslations('coins');
  return (
    <main className="screen">
      <NavBar title={t('searchTitle')} />
      <CoinPicker hrefOf={(coin) => `/coinDetail?coin=${coin.symbol}`} autoFocus />
    </main>
  );
}
