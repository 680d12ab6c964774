'use client';

import { IconCircleCheck } from '@tabler/icons-react';
import { useTranslations } from 'next-intl';
import { AppLink } from '@/components/kit/AppLink';
import { Fact } from '@/components/kit/Facts';
import { Ltr } from '@/components/kit/Ltr';
import type { SwapAcceptResult } from '@/features/flashSwap/contract/flashSwapApi';
import { formatAmount } from '@/lib/format/formatAmount';
import { formatDate } from '@/lib/format/formatDate';

/** The swap's result: final at once, both sides, the rate, the record's id and time. */
export function SwapDone({ result }: { result: SwapAcceptResult }) {
  const t = useTranslations('flashSwap');
  const { paid, received } = result;
  const coinAmount = (amount: string, coin: string) => t('coinAmount', { amount: formatAmount(amount, { exact: true }), coin });
  return (
    <section className="card done-card" role="status" aria-labelledby="swap-done-title" data-testid="swap-done" data-record-id={paid.id}>
      <span className="done-icon" aria-hidden="true">
        <IconCircleCheck className="icon" />
      </span>
      <h2 className="card-title" id="swap-done-title">
        {t('done')}
      </h2>
      <p className="done-amount" data-testid="swap-done-received">
        <Ltr>{coinAmount(received.amount, received.coin)}</Ltr>
      </p>
      <dl className="facts">
        <Fact label={t('youPaid')}>
          <Ltr>{coinAmount(paid.amount, paid.coin)}</Ltr>
        </Fact>
        {paid.swap && (
          <Fact label={t('rate')}>
            <Ltr>{t('rateLine', { from: paid.coin, rate: formatAmount(paid.swap.rate, { exact: true }), to: received.coin })}</Ltr>
          </Fact>
        )}
        <Fact label={t('recordId')}>
          <Ltr>{paid.id}</Ltr>
        </Fact>
        <Fact label={t('time')}>{formatDate(new Date(paid.time))}</Fact>
      </dl>
      <div className="actions">
        <AppLink className="button" href={`/coinDetail?coin=${encodeURIComponent(received.coin)}`} replace testId="swap-done-coin">
          {t('viewCoin', { coin: received.coin })}
        </AppLink>
        <AppLink className="button button-text" href="/index/home" replace>
          {t('backHome')}
        </AppLink>
      </div>
    </section>
  );
}
