'use client';

import { useTranslations } from 'next-intl';
import { useEffect, useId, useRef } from 'react';
import { formatDate } from '@/lib/format/formatDate';
import { Ltr } from '@/components/kit/Ltr';
import styles from './Records.module.css';
import { closeModal, openModal } from '@/components/kit/modalDialog';

/**
 * A notice opened from /historyNotice: its whole text and when it came, in a modal `<dialog>`
 * (focus stays inside, Escape closes it, focus returns to the row). The list shows two lines of
 * each notice; this is where a long one is read in full.
 */
export function NoticeDetailDialog({ text, createdAt, onClose }: { text: string; createdAt: string; onClose: () => void }) {
  const t = useTranslations('notices');
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  // React's development double effect closes and reopens it: onClose below ignores that close.
  useEffect(() => {
    const dialog = ref.current;
    if (dialog) openModal(dialog);
    return () => {
      if (dialog) closeModal(dialog);
    };
  }, []);
  return (
    <dialog ref={ref} className={styles.dialog} aria-labelledby={titleId} onClose={() => !ref.current?.open && onClose()} data-testid="notice-detail">
      <div className={styles.dialogHead}>
        <h2 id={titleId} className={styles.dialogTitle}>
          {t('detailTitle')}
        </h2>
        <button type="button" className="button button-text" onClick={() => ref.current && closeModal(ref.current)} autoFocus>
          {t('close')}
        </button>
      </div>
      <div className={styles.dialogBody}>
        <p className={styles.noticeText} data-testid="notice-detail-text">
          {text}
        </p>
        <p className="coin-sub">
          <time dateTime={createdAt}>
            <Ltr>{formatDate(new Date(createdAt))}</Ltr>
          </time>
        </p>
      </div>
    </dialog>
  );
}
