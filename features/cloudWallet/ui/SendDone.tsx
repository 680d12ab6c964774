'use client';

import { useTranslations } from 'next-intl';
import { Fact } from '@/components/kit/Facts';
import { AppLink } from '@/components/kit/AppLink';
import type { InternalTransferResult } from '@/features/cloudWallet/contract/walletApi';
import { formatAmount } from '@/lib/format/formatAmount';
import { formatDate } from '@/lib/format/formatDate';
import { Ltr } from '@/components/kit/Ltr';

/** The transfer's result: it is final at once (status success), with its record's id and time. */
export function SendDone({ result }: { result: InternalTransferResult }) {
  const t = useTranslations('send');
  const { record } = result;
  return (
    <section className="card done-card" role="status" data-testid="send-done" data-record-id={record.id}>
      <p className="card-title">{t('sent')}</p>
      <dl className="facts">
        <Fact label={t('amountLabel')}>
          <Ltr>{t('coinAmount', { amount: formatAmount(record.amount, { trim: true }), coin: record.coin })}</Ltr>
        </Fact>
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
