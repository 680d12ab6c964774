'use client';

import { IconCircleCheck } from '@tabler/icons-react';
import { useTranslations } from 'next-intl';
import { AppLink } from '@/components/kit/AppLink';
import { Fact } from '@/components/kit/Facts';
import { Ltr } from '@/components/kit/Ltr';
import type { SwapAcceptResult } from '@/features/flashSwap/contract/flashSwapApi';
import { formatAmount } from '@/lib/format/formatAmount';
import { formatDate } from '@/lib/format/formatDate';
import { formatRate } from '@/lib/format/formatRate';

/**
 * The swap's result, final at once: what came in, what went out, the rate, when; and a link to the
 * record it wrote (the coin received's detail with that record open), where the user finds it
 * again. The record's number is no use on its own, so it is not shown here (the record has it).
 */
export function SwapDone({ result }: { result: SwapAcceptResult }) {
  const t = useTranslations('flashSwap');
  const { paid, received } = result;
  const coinAmount = (amount: string, coin: string) => t('coinAmount', { amount: formatAmount(amount, { exact: true }), coin });
  const recordHref = `/coinDetail?coin=${encodeURIComponent(received.coin)}&record=${encodeURIComponent(received.id)}`;
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
        <Fact label={t('youPaid')} testId="swap-done-paid">
          <Ltr>{coinAmount(paid.amount, paid.coin)}</Ltr>
        </Fact>
        {paid.swap && (
          <Fact label={t('rate')} testId="swap-done-rate">
            <Ltr>{t('rateLine', { from: paid.coin, rate: formatRate(paid.swap.rate), to: received.coin })}</Ltr>
          </Fact>
        )}
        <Fact label={t('time')} testId="swap-done-time">
          <Ltr>{formatDate(new Date(paid.time))}</Ltr>
        </Fact>
      </dl>
      <div className="actions">
        <AppLink className="button" href={recordHref} replace testId="swap-done-record">
          {t('viewRecord')}
        </AppLink>
        <AppLink className="button button-text" href="/index/home" replace>
          {t('backHome')}
        </AppLink>
      </div>
    </section>
  );
}
