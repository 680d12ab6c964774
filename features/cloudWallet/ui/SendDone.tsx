'use client';

import { IconCircleCheck } from '@tabler/icons-react';
import { useTranslations } from 'next-intl';
import { Fact } from '@/components/kit/Facts';
import { AppLink } from '@/components/kit/AppLink';
import type { InternalTransferResult } from '@/features/cloudWallet/contract/walletApi';
import { formatAmount } from '@/lib/format/formatAmount';
import { formatDate } from '@/lib/format/formatDate';
import { Ltr } from '@/components/kit/Ltr';

/**
 * The transfer's success screen: it is final at once (status success), so it says so with the amount
 * up front, then the recipient, the record's id and time.
 */
export function SendDone({ result }: { result: InternalTransferResult }) {
  const t = useTranslations('send');
  const { record } = result;
  const amount = t('coinAmount', { amount: formatAmount(record.amount, { exact: true }), coin: record.coin });
  return (
    <section className="card done-card" role="status" aria-labelledby="send-done-title" data-testid="send-done" data-record-id={record.id}>
      <span className="done-icon" aria-hidden="true">
        <IconCircleCheck className="icon" />
      </span>
      <h2 className="card-title" id="send-done-title">
        {t('sent')}
      </h2>
      <p className="done-amount" data-testid="send-done-amount">
        <Ltr>{amount}</Ltr>
      </p>
      <dl className="facts">
        <Fact label={t('to')}>
          <Ltr>{record.to}</Ltr>
        </Fact>
        <Fact label={t('recordId')}>
          <Ltr>{record.id}</Ltr>
        </Fact>
        <Fact label={t('time')}>{formatDate(new Date(record.time))}</Fact>
      </dl>
      <div className="actions">
        <AppLink className="button" href={`/coinDetail?coin=${record.coin}`} replace>
          {t('backToCoin', { coin: record.coin })}
        </AppLink>
        <AppLink className="button button-text" href="/index/home" replace>
          {t('home')}
        </AppLink>
      </div>
    </section>
  );
}
