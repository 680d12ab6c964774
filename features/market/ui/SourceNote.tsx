'use client';

import { useTranslations } from 'next-intl';
import type { MarketSource } from '@/features/market/contract/marketApi';
import { formatDate } from '@/lib/format/formatDate';
import styles from './Market.module.css';

/**
 * Where the market figures come from, shown beside them: the built-in sample is said to be a
 * sample, figures older than 3 fetch intervals (or shown while offline) are said to be possibly out
 * of date with their time, and a source's attribution ("Data provided by CoinGecko") is shown as
 * the source requires.
 */
export function SourceNote({ source, offline }: { source: MarketSource; offline: boolean }) {
  const t = useTranslations('market');
  const stale = source.stale || offline;
  if (source.kind !== 'sample' && !stale && !source.attribution) return null;
  return (
    <div className={styles.sourceNote}>
      {source.kind === 'sample' && (
        <p className="price-label" data-testid="market-sample">
          {t('sampleData')}
        </p>
      )}
      {stale && (
        <p className={styles.stale} role="status" data-testid="market-stale">
          {source.asOf ? t('staleAsOf', { time: formatDate(new Date(source.asOf), 'y-m-d h:i') }) : t('stale')}
        </p>
      )}
      {source.attribution && (
        <p className={styles.attribution} data-testid="market-attribution">
          {source.attribution}
        </p>
      )}
    </div>
  );
}
