'use client';

import { useTranslations } from 'next-intl';
import { LoadFailed } from '@/components/kit/LoadFailed';
import { Empty } from '@/components/kit/Empty';
import { NavBar } from '@/components/kit/NavBar';
import { PullRegion, RefreshButton, usePullToRefresh } from '@/components/kit/PullToRefresh';
import { TextField } from '@/components/kit/TextField';
import { useBalances } from '@/features/cloudWallet/api/wallet';
import { compareDecimals } from '@/features/cloudWallet/logic/compareDecimals';
import { searchCoins } from '@/features/cloudWallet/logic/matchCoin';
import { sortCoins } from '@/features/cloudWallet/logic/sortCoins';
import { formatFiat } from '@/lib/format/formatFiat';
import { useKeptState } from '@/lib/state/keptState';
import { useCurrency } from '@/lib/useCurrency';
import { CoinRow, CoinRowsLoading } from './CoinRow';
import { PriceNote } from './PriceNote';
import { FitNumber } from '@/components/kit/FitNumber';

/** `/coinPurse`: every coin with the user's balance and value, searchable, zero balances optionally hidden. */
export function CoinPurseScreen() {
  const t = useTranslations('coins');
  const currency = useCurrency();
  const [query, setQuery] = useKeptState('query', '');
  const [hideZero, setHideZero] = useKeptState('hideZero', false);
  const { data, error, mutate } = useBalances();
  const pull = usePullToRefresh(() => mutate());
  const coins = data ? searchCoins(sortCoins(data.coins), query).filter((coin) => !hideZero || compareDecimals(coin.balance, '0') > 0) : [];
  return (
    <main className="screen">
      <NavBar title={t('purseTitle')} />
      <PullRegion pull={pull} testId="purse-pull">
        {data && (
          <div className="card total-card fit-room">
            <p className="card-kicker">{t('total', { currency: currency.code })}</p>
            <div className="total-row">
              <p className="total-amount" data-testid="purse-total">
                <FitNumber text={formatFiat(data.totalUsd, currency)} />
              </p>
              <RefreshButton pull={pull} testId="purse-refresh" />
            </div>
            <PriceNote prices={data.prices} />
          </div>
        )}
        <div className="form search-form" role="search">
          <TextField label={t('search')} value={query} onChange={setQuery} placeholder={t('searchPlaceholder')} autoComplete="off" />
          <label className="check">
            <input type="checkbox" checked={hideZero} onChange={(e) => setHideZero(e.target.checked)} />
            <span>{t('hideZero')}</span>
          </label>
        </div>
        {error ? (
          <LoadFailed text={t('loadFailed')} onRetry={() => void mutate()} />
        ) : !data ? (
          <CoinRowsLoading label={t('loading')} />
        ) : coins.length === 0 ? (
          <Empty title={hideZero && !query.trim() ? t('nothingHeld') : t('noMatch', { query: query.trim() })} body={hideZero ? t('nothingHeldBody') : t('noMatchBody')} />
        ) : (
          <ul className="coins" data-testid="purse-coins">
            {coins.map((coin) => (
              <CoinRow key={coin.symbol} coin={coin} href={`/coinDetail?coin=${coin.symbol}`} />
            ))}
          </ul>
        )}
      </PullRegion>
    </main>
  );
}
