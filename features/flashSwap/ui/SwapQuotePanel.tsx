'use client';

import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { Button } from '@/components/kit/Button';
import { ConfirmPay } from '@/components/kit/ConfirmPay';
import { Fact } from '@/components/kit/Facts';
import { Ltr, ltrText } from '@/components/kit/Ltr';
import { usePayConfirmation } from '@/components/kit/usePayConfirmation';
import { failureOf } from '@/lib/api/apiFailure';
import { useFailureText } from '@/lib/api/useFailureText';
import { newIdempotencyKey } from '@/lib/api/newIdempotencyKey';
import { acceptQuote, requestQuote } from '@/features/flashSwap/api/flashSwap';
import { FLASH_SWAP_ERRORS, type SwapAcceptResult, type SwapQuote } from '@/features/flashSwap/contract/flashSwapApi';
import { USDT } from '@/features/flashSwap/contract/flashSwapRules';
import { formatAmount } from '@/lib/format/formatAmount';
import { formatFiat } from '@/lib/format/formatFiat';
import { formatRate } from '@/lib/format/formatRate';
import { useCurrency } from '@/lib/useCurrency';
import { useAction } from '@/lib/useAction';
import { useCountdown } from '@/lib/useCountdown';
import styles from './FlashSwap.module.css';

/**
 * The quote: both amounts, the rate both ways, the spread on its own line, the value in the user's
 * currency, and how long the rate holds, counted down; a note when the USDT side was moved to a
 * multiple of 100 because the other coin was typed; then the pay password (and the Google code when
 * it is on). One idempotency key per quote, reused by every retry, so a lost answer cannot swap
 * twice. When the time is up the quote cannot be confirmed; "Get a new quote" asks again for the
 * amount typed. Nothing renews the quote by itself.
 */
export function SwapQuotePanel({
  quote,
  deadline,
  googleEnabled,
  onRenew,
  onEdit,
  onDone,
}: {
  quote: SwapQuote;
  deadline: number;
  googleEnabled: boolean;
  onRenew: (next: { quote: SwapQuote; deadline: number }) => void;
  onEdit: () => void;
  onDone: (result: SwapAcceptResult) => void;
}) {
  const t = useTranslations('flashSwap');
  const currency = useCurrency();
  const left = useCountdown(deadline);
  const [idempotencyKey] = useState(newIdempotencyKey);
  const confirmation = usePayConfirmation<'quote'>(googleEnabled, { payPasswordRequired: t('payPasswordRequired'), googleRequired: t('googleRequired') });
  const { problem, setProblem } = confirmation;
  const [busy, run] = useAction();
  const [renewing, runRenew] = useAction();
  const failureText = useFailureText();
  const closed = left <= 0 || problem?.field === 'quote';
  const coinAmount = (amount: string, coin: string) => t('coinAmount', { amount: formatAmount(amount, { exact: true }), coin });

  const renew = () =>
    void runRenew(async () => {
      try {
        // The amount typed, not the adjusted one: the new quote solves the USDT side again at the new rate.
        const next = await requestQuote({ from: quote.from.coin, to: quote.to.coin, side: quote.side, amount: quote.typed.amount });
        onRenew({ quote: next, deadline: Date.now() + (next.quoteSeconds - 1) * 1000 });
      } catch (error) {
        const failure = failureOf(error);
        if (!failure) throw error;
        setProblem({ text: failureText(failure, t('quoteFailed')), locked: false, field: 'quote' });
      }
    });

  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    if (closed || !confirmation.ready()) return;
    void run(async () => {
      try {
        onDone(await acceptQuote({ quoteId: quote.id, payPassword: confirmation.payPassword, googleCode: confirmation.googleCode, idempotencyKey }));
      } catch (error) {
        const failure = failureOf(error);
        if (!failure) throw error;
        if (confirmation.showFieldFailure(failure)) return;
        const quoteClosed = failure.code === FLASH_SWAP_ERRORS.quoteExpired || failure.code === FLASH_SWAP_ERRORS.quoteUsed || failure.code === FLASH_SWAP_ERRORS.quoteUnknown;
        setProblem(
          quoteClosed
            ? { text: failureText(failure, t('errors.quoteExpired')), locked: false, field: 'quote' }
            : { text: failureText(failure, t('failed')), locked: false, field: 'form' },
        );
      }
    });
  };

  return (
    <form className="form" onSubmit={submit} noValidate data-testid="swap-quote-panel">
      <h2 className="section-title">{t('quoteTitle')}</h2>
      {quote.adjusted && (
        <p className="notice" role="status" data-testid="quote-adjusted">
          {t('adjusted', {
            usdt: ltrText(coinAmount(quote.from.coin === USDT ? quote.from.amount : quote.to.amount, USDT)),
            typed: ltrText(coinAmount(quote.typed.amount, quote.typed.coin)),
          })}
        </p>
      )}
      <dl className="facts facts-confirm">
        <Fact label={t('youPay')} testId="quote-pay">
          <Ltr>{coinAmount(quote.from.amount, quote.from.coin)}</Ltr>
        </Fact>
        <Fact label={t('youGet')} testId="quote-get">
          <Ltr>{coinAmount(quote.to.amount, quote.to.coin)}</Ltr>
        </Fact>
        <Fact label={t('rate')} testId="quote-rate">
          <span className="fact-main">
            <Ltr>{t('rateLine', { from: quote.from.coin, rate: formatRate(quote.rate), to: quote.to.coin })}</Ltr>
          </span>
          <span className="fact-sub">
            <Ltr>{t('rateLine', { from: quote.to.coin, rate: formatRate(quote.inverseRate), to: quote.from.coin })}</Ltr>
          </span>
        </Fact>
        <Fact label={t('spread')} testId="quote-spread">
          <Ltr>{t('spreadLine', { percent: quote.spreadPercent, amount: coinAmount(quote.spreadAmount, quote.to.coin) })}</Ltr>
        </Fact>
        <Fact label={t('value')}>
          <Ltr>{formatFiat(quote.usdValue, currency)}</Ltr>
        </Fact>
      </dl>
      {closed ? (
        <div className="notice notice-warning" role="alert" data-testid="quote-expired">
          <p>{problem?.field === 'quote' && problem.text ? problem.text : t('errors.quoteExpired')}</p>
          <div className="actions">
            <Button onClick={renew} busy={renewing} testId="quote-renew">
              {t('newQuote')}
            </Button>
          </div>
        </div>
      ) : (
        <p className={styles.countdown} data-testid="quote-countdown">
          {t('holds', { seconds: left })}
        </p>
      )}
      <ConfirmPay
        confirmation={confirmation}
        labels={{ payPassword: t('payPassword'), googleCode: t('googleCode'), submit: t('confirm'), edit: t('edit') }}
        testIds={{ payPassword: 'swap-pay-password', googleCode: 'swap-google-code', problem: 'swap-accept-problem', submit: 'swap-confirm' }}
        busy={busy}
        disabled={closed}
        onEdit={onEdit}
      />
    </form>
  );
}
