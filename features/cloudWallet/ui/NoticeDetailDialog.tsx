'use client';

import { useTranslations } from 'next-intl';
import { formatDate } from '@/lib/format/formatDate';
import { Ltr } from '@/components/kit/Ltr';
import styles from './Records.module.css';
import { DetailDialog } from './DetailDialog';

/**
 * A notice opened from /historyNotice: its whole text and when it came, in a modal `<dialog>`
 * (focus stays inside, Escape closes it, focus returns to the row). The list shows two lines of
 * each notice; this is where a long one is read in full.
 */
export function NoticeDetailDialog({ text, createdAt, onClose }: { text: string; createdAt: string; onClose: () => void }) {
  const t = useTranslations('notices');
  return (
    <DetailDialog title={t('detailTitle')} closeLabel={t('close')} testId="notice-detail" onClose={onClose}>
      <p className={styles.noticeText} data-testid="notice-detail-text">
        {text}
      </p>
      <p className="coin-sub">
        <time dateTime={createdAt}>
          <Ltr>{formatDate(new Date(createdAt))}</Ltr>
        </time>
      </p>
    </DetailDialog>
  );
}
