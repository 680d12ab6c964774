'use client';

import { useTranslations } from 'next-intl';
import { lazy, Suspense } from 'react';
import { NavBar } from '@/components/kit/NavBar';
import { MARKET_SORT_KEYS, type MarketSortKey } from '@/features/market/contract/marketRules';
import { firstDirection, type MarketSort } from '@/features/market/logic/sortTickers';
import { useHydrated } from '@/lib/firstPaint/useHydrated';
import { useKeptState } from '@/lib/state/keptState';
import { MarketListSkeleton } from './MarketListSkeleton';
import styles from './Market.module.css';

// The list (SWR, the API client, the rows) is its own chunk: /index/market's first load is the
// controls and the skeleton, which is also what its exported HTML shows.
const MarketList = lazy(() => import('./MarketList').then((m) => ({ default: m.MarketList })));

export type MarketTab = 'favourites' | 'all';

/**
 * The market list (SPEC §2 `/index/market` tab and `/hangqing`): tabs Favourites / All, a search,
 * sort by name, price, 24-hour change and volume. `/index/market` is a first screen: the exported
 * HTML is the controls over the loading skeleton; the list (device favourites, session) comes once
 * hydrated.
 */
export function MarketScreen({ back = false }: { back?: boolean }) {
  const t = useTranslations('market');
  const hydrated = useHydrated();
  const [tab, setTab] = useKeptState<MarketTab>('tab', 'all');
  const [search, setSearch] = useKeptState('search', '');
  const [sort, setSort] = useKeptState<MarketSort | null>('sort', null);

  const choose = (key: MarketSortKey) => {
    if (sort?.key === key) setSort({ key, direction: sort.direction === 'asc' ? 'desc' : 'asc' });
    else setSort({ key, direction: firstDirection(key) });
  };

  return (
    <main className="screen">
      <NavBar title={t('title')} back={back} fallback="/index/market" />
      <div className={styles.tabs} role="tablist" aria-label={t('tabsLabel')}>
        {(['favourites', 'all'] as const).map((key) => (
          <button
            key={key}
            type="button"
            role="tab"
            id={`market-tab-${key}`}
            aria-selected={tab === key}
            aria-controls="market-panel"
            className={styles.tab}
            onClick={() => setTab(key)}
          >
            {key === 'all' ? t('all') : t('favourites')}
          </button>
        ))}
      </div>
      <div id="market-panel" role="tabpanel" aria-labelledby={`market-tab-${tab}`}>
        <label className="search">
          <span className="visually-hidden">{t('search')}</span>
          <input type="search" value={search} onChange={(e) => setSearch(e.target.value)} placeholder={t('searchPlaceholder')} autoComplete="off" enterKeyHint="search" data-testid="market-search" />
        </label>
        <div className={styles.sorts} role="group" aria-label={t('sortLabel')}>
          {MARKET_SORT_KEYS.map((key) => {
            const active = sort?.key === key;
            return (
              <button key={key} type="button" className={styles.sort} aria-pressed={active} onClick={() => choose(key)} data-testid={`sort-${key}`} data-direction={active ? sort.direction : undefined}>
                {t(`sort.${key}`)}
                {active && (
                  <>
                    <span aria-hidden="true" className={styles.sortArrow}>
                      {sort.direction === 'asc' ? '↑' : '↓'}
                    </span>
                    <span className="visually-hidden">{sort.direction === 'asc' ? t('ascending') : t('descending')}</span>
                  </>
                )}
              </button>
            );
          })}
        </div>
        {hydrated ? (
          <Suspense fallback={<MarketListSkeleton />}>
            <MarketList tab={tab} search={search} sort={sort} onShowAll={() => setTab('all')} />
          </Suspense>
        ) : (
          <MarketListSkeleton />
        )}
      </div>
    </main>
  );
}
