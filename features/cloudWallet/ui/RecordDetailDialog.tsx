'use client';

import { useTranslations } from 'next-intl';
import type { WalletRecord } from '@/features/cloudWallet/contract/walletApi';
import { recordAmount } from '@/features/cloudWallet/logic/recordAmount';
import { formatAmount } from '@/lib/format/formatAmount';
import { formatRate } from '@/lib/format/formatRate';
import { formatDate } from '@/lib/format/formatDate';
import { Ltr } from '@/components/kit/Ltr';
import { DetailDialog } from './DetailDialog';
import { recordTitleKey } from '@/features/cloudWallet/logic/recordTitleKey';

/**
 * A record's detail (SPEC §3: time, id, from, to, memo, status, fee, gas fee) in a modal
 * `<dialog>`: the browser traps focus in it, Escape closes it, and focus goes back to the row.
 * The spec has no route for it, so it opens over the list.
 */
export function RecordDetailDialog({ record, onClose }: { record: WalletRecord; onClose: () => void }) {
  const t = useTranslations('records');
  // Record titles come from several features' messages (recordTitles.<kind>), so from the root.
  const named = useTranslations();
  const party = (who: string) => (who === 'platform' ? t('platform') : who);
  const none = t('none');
  return (
    <DetailDialog title={t('detailTitle')} closeLabel={t('close')} testId="record-detail" onClose={onClose}>
      <dl className="summary">
        <dt>{t('typeLabel')}</dt>
        <dd data-testid="detail-type">{named(recordTitleKey(record, (key) => named.has(key)))}</dd>
        <dt>{t('amount')}</dt>
        <dd data-testid="detail-amount">
          <Ltr>{recordAmount(record, { exact: true })}</Ltr>
        </dd>
        {record.swap && (
          <>
            <dt>{t(record.direction === 'out' ? 'swapReceived' : 'swapPaid')}</dt>
            <dd data-testid="detail-swap">
              <Ltr>{`${formatAmount(record.swap.amount, { exact: true })} ${record.swap.coin}`}</Ltr>
            </dd>
            <dt>{t('swapRate')}</dt>
            <dd data-testid="detail-swap-rate">
              <Ltr>
                {t('swapRateLine', {
                  from: record.direction === 'out' ? record.coin : record.swap.coin,
                  rate: formatRate(record.swap.rate),
                  to: record.direction === 'out' ? record.swap.coin : record.coin,
                })}
              </Ltr>
            </dd>
          </>
        )}
        <dt>{t('statusLabel')}</dt>
        <dd data-testid="detail-status">
          <span className={`status status-${record.status}`}>{t(`status.${record.status}`)}</span>
        </dd>
        <dt>{t('time')}</dt>
        <dd>
          <Ltr>{formatDate(new Date(record.time))}</Ltr>
        </dd>
        <dt>{t('id')}</dt>
        <dd data-testid="detail-id">
          <Ltr>{record.id}</Ltr>
        </dd>
        <dt>{t('from')}</dt>
        <dd data-testid="detail-from">
          <Ltr>{party(record.from)}</Ltr>
        </dd>
        <dt>{t('to')}</dt>
        <dd data-testid="detail-to">
          <Ltr>{party(record.to)}</Ltr>
        </dd>
        <dt>{t('memo')}</dt>
        <dd>{record.memo || none}</dd>
        <dt>{t('fee')}</dt>
        <dd>
          <Ltr>
            {formatAmount(record.fee, { exact: true })} {record.coin}
          </Ltr>
        </dd>
        <dt>{t('gasFee')}</dt>
        <dd>{record.gasFee === null ? none : <Ltr>{`${formatAmount(record.gasFee, { exact: true })} ${record.coin}`}</Ltr>}</dd>
      </dl>
    </DetailDialog>
  );
}
