'use client';

import { useTranslations } from 'next-intl';
import { useDeferredValue, useLayoutEffect, useMemo, useRef } from 'react';
import { AppLink } from '@/components/kit/AppLink';
import { Empty } from '@/components/kit/Empty';
import { LoadFailed } from '@/components/kit/LoadFailed';
import { useTickers } from '@/features/market/api/market';
import type { MarketTicker } from '@/features/market/contract/marketApi';
import { filterTickers } from '@/features/market/logic/filterTickers';
import { sortTickers, type MarketSort } from '@/features/market/logic/sortTickers';
import { useCurrency } from '@/lib/useCurrency';
import { MarketListSkeleton } from './MarketListSkeleton';
import { NoFavourites } from './NoFavourites';
import type { MarketTab } from './MarketScreen';
import { MarketRow } from './MarketRow';
import { SourceNote } from './SourceNote';
import { useFavourites } from './useFavourites';
import { useOnline } from '@/lib/useOnline';
import { useWindowRows } from './useWindowRows';
import styles from './Market.module.css';

/**
 * The market list's data part: the source note, then the assets of the tab, filtered by the search
 * and sorted (favourites keep the user's order until a sort is chosen), windowed so 500+ rows stay
 * smooth. Loading, error with retry, empty favourites (with a way to add some), no match; offline,
 * the last data with the "may be out of date" note.
 */
export function MarketList({ tab, search, sort, onShowAll }: { tab: MarketTab; search: string; sort: MarketSort | null; onShowAll: () => void }) {
  const t = useTranslations('market');
  const tickers = useTickers();
  const favourites = useFavourites();
  const online = useOnline();
  // SWR's update renders at once, in one task; the rows it brings (the first ones, then each
  // refresh) render in a transition React cuts into short tasks, so the screen stays answerable.
  const data = useDeferredValue(tickers.data);
  const favouriteList = favourites.list;

  const rows = useMemo(() => {
    if (!data) return [];
    let list: readonly MarketTicker[] = data.tickers;
    if (tab === 'favourites') {
      const bySymbol = new Map(data.tickers.map((ticker) => [ticker.symbol, ticker]));
      list = (favouriteList ?? []).flatMap((symbol) => bySymbol.get(symbol) ?? []);
    }
    return sortTickers(filterTickers(list, search), sort);
  }, [data, favouriteList, search, sort, tab]);

  if (!data && tickers.error) return <LoadFailed text={t('loadFailed')} onRetry={() => void tickers.mutate()} testId="market-error" />;
  if (!data) return <MarketListSkeleton />;
  const note = <SourceNote source={data.source} offline={!online || Boolean(tickers.error)} />;

  if (tab === 'favourites') {
    if (favouriteList === null) {
      return favourites.error ? <LoadFailed text={t('favouritesFailed')} onRetry={favourites.retry} testId="favourites-error" /> : <MarketListSkeleton />;
    }
    if (favouriteList.length === 0) {
      return (
        <>
          {note}
          <NoFavourites />
        </>
      );
    }
  }

  return (
    <>
      {note}
      {tab === 'favourites' && (
        <div className={styles.listActions}>
          <AppLink className="button button-text" href="/hangqingAdd" testId="add-favourites">
            {t('add')}
          </AppLink>
          <AppLink className="button button-text" href="/hangqingSort" testId="edit-favourites">
            {t('editOrder')}
          </AppLink>
        </div>
      )}
      {rows.length === 0 ? (
        <Empty
          title={t('noMatch')}
          body={t('noMatchBody', { search: search.trim() })}
          action={
            tab === 'favourites' ? (
              <button type="button" className="button button-secondary" onClick={onShowAll}>
                {t('searchAll')}
              </button>
            ) : undefined
          }
        />
      ) : (
        <TickerRows rows={rows} />
      )}
    </>
  );
}

/** The rows, windowed over the page's scroll (useWindowRows): the DOM holds a screenful, not 500 rows. */
function TickerRows({ rows }: { rows: readonly MarketTicker[] }) {
  const t = useTranslations('market');
  const currency = useCurrency();
  const listRef = useRef<HTMLUListElement>(null);
  const { start, end, listStyle } = useWindowRows(rows.length, listRef);
  useLayoutEffect(markFirstRowsPainted, []);
  return (
    <>
      <p className="visually-hidden" role="status">
        {t('count', { count: rows.length })}
      </p>
      <ul ref={listRef} className={styles.list} style={listStyle} data-testid="market-list" data-count={rows.length}>
        {rows.slice(start, end).map((ticker, i) => (
          <MarketRow key={ticker.symbol} ticker={ticker} currency={currency} index={start + i} count={rows.length} />
        ))}
      </ul>
    </>
  );
}

/** The performance mark of the benchmark (scripts/bench-market-list.ts): after the frame that first painted rows. */
export const ROWS_PAINTED_MARK = 'market-rows-painted';

function markFirstRowsPainted() {
  if (performance.getEntriesByName(ROWS_PAINTED_MARK).length > 0) return;
  // The animation frame runs before that paint; a task queued from it runs after.
  requestAnimationFrame(() => setTimeout(() => performance.mark(ROWS_PAINTED_MARK), 0));
}
