'use client';

import { IconStar, IconStarFilled } from '@tabler/icons-react';
import { useTranslations } from 'next-intl';
import { useMemo, useRef, useState } from 'react';
import { LoadFailed } from '@/components/kit/LoadFailed';
import { NavBar } from '@/components/kit/NavBar';
import { Empty } from '@/components/kit/Empty';
import { useTickers } from '@/features/market/api/market';
import type { MarketTicker } from '@/features/market/contract/marketApi';
import { filterTickers } from '@/features/market/logic/filterTickers';
import { CoinIcon } from '@/components/kit/CoinIcon';
import { MarketListSkeleton } from './MarketListSkeleton';
import { useFavourites } from './useFavourites';
import { useWindowRows } from './useWindowRows';
import styles from './Market.module.css';

/** `/hangqingAdd` (SPEC §2): search the market and star or unstar assets as favourites. */
export function MarketAddScreen() {
  const t = useTranslations('market');
  const [search, setSearch] = useState('');
  const tickers = useTickers();
  const favourites = useFavourites();
  const rows = useMemo(() => filterTickers(tickers.data?.tickers ?? [], search), [tickers.data, search]);
  return (
    <main className="screen">
      <NavBar title={t('addTitle')} fallback="/index/market" />
      <label className="search">
        <span className="visually-hidden">{t('search')}</span>
        <input type="search" value={search} onChange={(e) => setSearch(e.target.value)} placeholder={t('searchPlaceholder')} autoComplete="off" enterKeyHint="search" data-testid="market-search" />
      </label>
      <p className="footnote" data-testid="favourites-count">
        {t('favouritesCount', { count: favourites.list?.length ?? 0 })}
      </p>
      {!tickers.data && tickers.error ? (
        <LoadFailed text={t('loadFailed')} onRetry={() => void tickers.mutate()} testId="market-error" />
      ) : !tickers.data || favourites.list === null ? (
        favourites.error ? <LoadFailed text={t('favouritesFailed')} onRetry={favourites.retry} testId="favourites-error" /> : <MarketListSkeleton />
      ) : rows.length === 0 ? (
        <Empty title={t('noMatch')} body={t('noMatchBody', { search: search.trim() })} />
      ) : (
        <StarRows rows={rows} starred={favourites.list} onToggle={favourites.toggle} />
      )}
    </main>
  );
}

function StarRows({ rows, starred, onToggle }: { rows: readonly MarketTicker[]; starred: readonly string[]; onToggle: (symbol: string) => void }) {
  const t = useTranslations('market');
  const listRef = useRef<HTMLUListElement>(null);
  const { start, end, listStyle } = useWindowRows(rows.length, listRef);
  const set = new Set(starred);
  return (
    <ul ref={listRef} className={styles.list} style={listStyle} data-testid="add-list">
      {rows.slice(start, end).map((ticker, i) => {
        const on = set.has(ticker.symbol);
        return (
          <li key={ticker.symbol} className={styles.row} data-row="" aria-setsize={rows.length} aria-posinset={start + i + 1}>
            <div className={styles.rowPlain}>
              <CoinIcon symbol={ticker.symbol} />
              <span className={styles.names}>
                <span className={styles.symbol}>{ticker.symbol}</span>
                <span className={styles.sub}>{ticker.name}</span>
              </span>
              <button type="button" className={`${styles.iconButton} ${styles.star}`} aria-pressed={on} aria-label={t('favourite', { symbol: ticker.symbol })} onClick={() => onToggle(ticker.symbol)} data-testid={`star-${ticker.symbol}`}>
                {on ? <IconStarFilled className="icon" aria-hidden="true" /> : <IconStar className="icon" aria-hidden="true" />}
              </button>
            </div>
          </li>
        );
      })}
    </ul>
  );
}
