'use client';

import { useTranslations } from 'next-intl';
import { AppLink } from '@/components/kit/AppLink';
import { useTickers } from '@/features/market/api/market';
import { useCurrency } from '@/lib/useCurrency';
import { MarketListSkeleton } from './MarketListSkeleton';
import { MarketRow } from './MarketRow';
import { SourceNote } from './SourceNote';
import { useFavourites } from './useFavourites';
import { useOnline } from '@/lib/useOnline';
import styles from './Market.module.css';

/** How many assets home shows. */
const SHOWN = 5;

/**
 * Home's market summary: the first favourites, or the top assets (by rank) for a user without
 * any, with price and 24-hour change, and a link to the market tab. A failure hides nothing else
 * on home: it shows one line with the link.
 */
export function HomeMarketSummary() {
  const t = useTranslations('market');
  const tickers = useTickers();
  const favourites = useFavourites();
  const currency = useCurrency();
  const online = useOnline();
  const data = tickers.data;
  const favourite = new Set(favourites.list ?? []);
  const picked = data
    ? favourite.size > 0
      ? (favourites.list ?? []).flatMap((symbol) => data.tickers.find((ticker) => ticker.symbol === symbol) ?? []).slice(0, SHOWN)
      : data.tickers.slice(0, SHOWN)
    : [];
  return (
    <section className={styles.summary} aria-labelledby="home-market-title" data-testid="home-market">
      <div className={styles.summaryHead}>
        <h2 id="home-market-title" className="section-title">
          {favourite.size > 0 ? t('homeFavourites') : t('homeTop')}
        </h2>
        <AppLink className="button button-text" href="/index/market" testId="home-market-more">
          {t('more')}
        </AppLink>
      </div>
      {!data && tickers.error ? (
        <p className="footnote">{t('loadFailed')}</p>
      ) : !data ? (
        <MarketListSkeleton rows={SHOWN} />
      ) : (
        <>
          <SourceNote source={data.source} offline={!online || Boolean(tickers.error)} />
          <ul className={styles.list}>
            {picked.map((ticker, index) => (
              <MarketRow key={ticker.symbol} ticker={ticker} currency={currency} index={index} count={picked.length} />
            ))}
          </ul>
        </>
      )}
    </section>
  );
}
