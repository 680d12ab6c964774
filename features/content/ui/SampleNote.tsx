'use client';

import { useLocale, useTranslations } from 'next-intl';
import styles from './Content.module.css';

/**
 * What a content screen says about where its items come from: the development sample (a "Sample"
 * badge and a note), or English shown because the user's locale has none.
 */
export function SampleNote({ sample, servedLocale }: { sample: boolean; servedLocale: string }) {
  const t = useTranslations('content');
  const locale = useLocale();
  return (
    <>
      {sample && (
        <p className={styles.sampleNote} data-testid="content-sample">
          <span className={styles.sampleBadge}>{t('sample')}</span>
          <span>{t('sampleNote')}</span>
        </p>
      )}
      {servedLocale !== locale && <p className={styles.note}>{t('fallbackNote')}</p>}
    </>
  );
}

/** The small "Sample" badge on one item. */
export function SampleBadge({ className }: { className?: string }) {
  const t = useTranslations('content');
  return <span className={`${styles.sampleBadge} ${className ?? ''}`}>{t('sample')}</span>;
}
