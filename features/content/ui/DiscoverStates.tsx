'use client';

import { IconCompass } from '@tabler/icons-react';
import { useTranslations } from 'next-intl';
import { Empty } from '@/components/kit/Empty';
import type { DiscoverList } from '@/features/content/contract/contentApi';
import { ContentFailed } from './ContentFailed';
import styles from './Content.module.css';

/**
 * The loading, error and empty states every discover screen shares; null when the list is there
 * and has entries (the screen shows it).
 */
export function DiscoverStates({ data, error, isLoading, onRetry }: { data: DiscoverList | undefined; error: unknown; isLoading: boolean; onRetry: () => void }) {
  const t = useTranslations('content.discover');
  if (error && !data) return <ContentFailed text={t('loadFailed')} onRetry={onRetry} testId="discover-error" />;
  if (isLoading && !data) {
    return (
      <ul className={styles.list} aria-busy="true" aria-label={t('loading')}>
        {[0, 1, 2, 3].map((i) => (
          <li key={i} className={`${styles.item} coin coin-skeleton`} />
        ))}
      </ul>
    );
  }
  if (!data || data.items.length === 0) return <Empty icon={IconCompass} title={t('emptyTitle')} body={t('emptyBody')} />;
  return null;
}
