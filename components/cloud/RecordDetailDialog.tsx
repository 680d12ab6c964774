'use client';

import { useTranslations } from 'next-intl';
import { useEffect, useId, useRef } from 'react';
import type { WalletRecord } from '@/lib/contract/walletApi';
import { recordAmount } from '@/lib/cloud/recordAmount';
import { formatAmount } from '@/lib/format/formatAmount';
import { formatDate } from '@/lib/format/formatDate';
import styles from './Records.module.css';

/**
 * A record's detail (SPEC §3: time, id, from, to, memo, status, fee, gas fee) in a modal
 * `<dialog>`: the browser traps focus in it, Escape closes it, and focus goes back to the row.
 * The spec has no route for it, so it opens over the list.
 */
export function RecordDetailDialog({ record, onClose }: { record: WalletRecord; onClose: () => void }) {
  const t = useTranslations('records');
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  // React's development double effect closes and reopens it: onClose above ignores that close.
  useEffect(() => {
    const dialog = ref.current;
    if (dialog && !dialog.open) dialog.showModal();
    return () => dialog?.close();
  }, []);
  const party = (who: string) => (who === 'platform' ? t('platform') : who);
  const none = t('none');
  return (
    <dialog ref={ref} className={styles.dialog} aria-labelledby={titleId} onClose={() => !ref.current?.open && onClose()} data-testid="record-detail">
      <div className={styles.dialogHead}>
        <h2 id={titleId} className={styles.dialogTitle}>
          {t('detailTitle')}
        </h2>
        <button type="button" className="button button-text" onClick={() => ref.current?.close()} autoFocus>
          {t('close')}
        </button>
      </div>
      <div className={styles.dialogBody}>
        <dl className="summary">
          <dt>{t('typeLabel')}</dt>
          <dd data-testid="detail-type">{t(`types.${record.type}`)}</dd>
          <dt>{t('amount')}</dt>
          <dd data-testid="detail-amount">{recordAmount(record)}</dd>
          <dt>{t('statusLabel')}</dt>
          <dd data-testid="detail-status">
            <span className={`status status-${record.status}`}>{t(`status.${record.status}`)}</span>
          </dd>
          <dt>{t('time')}</dt>
          <dd>{formatDate(new Date(record.time))}</dd>
          <dt>{t('id')}</dt>
          <dd data-testid="detail-id">{record.id}</dd>
          <dt>{t('from')}</dt>
          <dd data-testid="detail-from">{party(record.from)}</dd>
          <dt>{t('to')}</dt>
          <dd data-testid="detail-to">{party(record.to)}</dd>
          <dt>{t('memo')}</dt>
          <dd>{record.memo || none}</dd>
          <dt>{t('fee')}</dt>
          <dd>
            {formatAmount(record.fee, { trim: true })} {record.coin}
          </dd>
          <dt>{t('gasFee')}</dt>
          <dd>{record.gasFee === null ? none : `${formatAmount(record.gasFee, { trim: true })} ${record.coin}`}</dd>
        </dl>
      </div>
    </dialog>
  );
}
