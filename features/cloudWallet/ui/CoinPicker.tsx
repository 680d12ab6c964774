'use client';

import { IconSearch } from '@tabler/icons-react';
import { useTranslations } from 'next-intl';
import { LoadFailed } from '@/components/kit/LoadFailed';
import { Empty } from '@/components/kit/Empty';
import { TextField } from '@/components/kit/TextField';
import { PullRegion, RefreshButton, usePullToRefresh } from '@/components/kit/PullToRefresh';
import { useCoinList } from '@/features/cloudWallet/api/wallet';
import { searchCoins } from '@/features/cloudWallet/logic/matchCoin';
import type { CoinInfo } from '@/features/cloudWallet/contract/walletApi';
import { useKeptState } from '@/lib/state/keptState';
import { CoinPriceRow } from './CoinPriceRow';
import { CoinRowsLoading } from './CoinRow';
import { PriceNote } from './PriceNote';

/**
 * Every coin the platform lists, with its price, filtered by what the user types (no login needed).
 * `hrefOf` says where a coin leads; `usable` leaves out coins the next step cannot take.
 */
export function CoinPicker({ hrefOf, usable, autoFocus }: { hrefOf: (coin: CoinInfo) => string; usable?: (coin: CoinInfo) => boolean; autoFocus?: boolean }) {
  const t = useTranslations('coins');
  const [query, setQuery] = useKeptState('query', '');
  const { data, error, mutate } = useCoinList();
  const pull = usePullToRefresh(() => mutate());
  const coins = data ? searchCoins(data.coins.filter((coin) => usable?.(coin) ?? true), query) : [];
  return (
    <PullRegion pull={pull} testId="coins-pull">
      <div className="form search-form" role="search">
        <TextField label={t('search')} value={query} onChange={setQuery} placeholder={t('searchPlaceholder')} autoComplete="off" autoFocus={autoFocus} />
      </div>
      {error ? (
        <LoadFailed text={t('loadFailed')} onRetry={() => void mutate()} />
      ) : !data ? (
        <CoinRowsLoading label={t('loading')} />
      ) : coins.length === 0 ? (
        <Empty icon={IconSearch} title={t('noMatch', { query: query.trim() })} body={t('noMatchBody')} />
      ) : (
        <>
          <ul className="coins" data-testid="coin-list" aria-live="polite">
            {coins.map((coin) => (
              <CoinPriceRow key={coin.symbol} coin={coin} href={hrefOf(coin)} />
            ))}
          </ul>
          <span className="list-foot">
            <PriceNote prices={data.prices} />
            <RefreshButton pull={pull} testId="coins-refresh" />
          </span>
        </>
      )}
    </PullRegion>
  );
}
