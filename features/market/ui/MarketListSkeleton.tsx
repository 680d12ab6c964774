'use client';

import { useTranslations } from 'next-intl';
import styles from './Market.module.css';

const ROWS = 8;

/** The list's place while its data (or its code) loads: rows of the list's own height, so nothing moves when they arrive. */
export function MarketListSkeleton({ rows = ROWS }: { rows?: number }) {
  const t = useTranslations('market');
  return (
    <div className={styles.skeleton} role="status" aria-busy="true" aria-label={t('loading')} data-testid="market-skeleton">
      {Array.from({ length: rows }, (_, i) => (
        <div key={i} className={styles.skeletonRow} aria-hidden="true">
          <span className={`${styles.skeletonDot} coin-skeleton`} />
          <span className={`${styles.skeletonBar} coin-skeleton`} />
        </div>
      ))}
    </div>
  );
}
