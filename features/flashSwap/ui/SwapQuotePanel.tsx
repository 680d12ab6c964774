'use client';

import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { Button } from '@/components/kit/Button';
import { Fact } from '@/components/kit/Facts';
import { Ltr } from '@/components/kit/Ltr';
import { PasswordPad } from '@/components/kit/PasswordPad';
import { USER_ERRORS } from '@/features/account/contract/userApi';
import { PAY_PASSWORD_PATTERN, TOTP_CODE_PATTERN } from '@/features/account/contract/userRules';
import { failureOf } from '@/features/account/logic/apiFailure';
import { useFailureText } from '@/features/account/ui/useFailureText';
import { newIdempotencyKey } from '@/features/cloudWallet/logic/newIdempotencyKey';
import { acceptQuote, requestQuote } from '@/features/flashSwap/api/flashSwap';
import { FLASH_SWAP_ERRORS, type SwapAcceptResult, type SwapQuote } from '@/features/flashSwap/contract/flashSwapApi';
import { PayPasswordProblem } from '@/features/security/ui/PayPasswordProblem';
import { usePayPasswordFailure } from '@/features/security/ui/usePayPasswordFailure';
import { formatAmount } from '@/lib/format/formatAmount';
import { useAction } from '@/lib/useAction';
import { useCountdown } from '@/lib/useCountdown';
import styles from './FlashSwap.module.css';

type Problem = { text: string | null; locked: boolean; field: 'payPassword' | 'google' | 'form' | 'quote' };

/**
 * The quote: both amounts, the rate both ways, the spread on its own line, and how long the rate
 * holds, counted down; then the pay password (and the Google code when it is on). One idempotency
 * key per quote, reused by every retry, so a lost answer cannot swap twice. When the time is up the
 * quote cannot be confirmed; "Get a new quote" asks for another with the same amounts. Nothing renews
 * the quote by itself.
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
  const left = useCountdown(deadline);
  const [idempotencyKey] = useState(newIdempotencyKey);
  const [payPassword, setPayPassword] = useState('');
  const [googleCode, setGoogleCode] = useState('');
  const [problem, setProblem] = useState<Problem | null>(null);
  const [busy, run] = useAction();
  const [renewing, runRenew] = useAction();
  const payPasswordFailure = usePayPasswordFailure();
  const failureText = useFailureText();
  const closed = left <= 0 || problem?.field === 'quote';
  const coinAmount = (amount: string, coin: string) => t('coinAmount', { amount: formatAmount(amount, { exact: true }), coin });

  const renew = () =>
    void runRenew(async () => {
      try {
        const typed = quote.side === 'from' ? quote.from : quote.to;
        const next = await requestQuote({ from: quote.from.coin, to: quote.to.coin, side: quote.side, amount: typed.amount });
        onRenew({ quote: next, deadline: Date.now() + (next.quoteSeconds - 1) * 1000 });
      } catch (error) {
        const failure = failureOf(error);
        if (!failure) throw error;
        setProblem({ text: failureText(failure, t('quoteFailed')), locked: false, field: 'quote' });
      }
    });

  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    if (closed) return;
    if (!PAY_PASSWORD_PATTERN.test(payPassword)) return setProblem({ text: t('payPasswordRequired'), locked: false, field: 'payPassword' });
    if (googleEnabled && !TOTP_CODE_PATTERN.test(googleCode)) return setProblem({ text: t('googleRequired'), locked: false, field: 'google' });
    setProblem(null);
    void run(async () => {
      try {
        onDone(await acceptQuote({ quoteId: quote.id, payPassword, googleCode: googleEnabled ? googleCode : undefined, idempotencyKey }));
      } catch (error) {
        const failure = failureOf(error);
        if (!failure) throw error;
        if (failure.code === USER_ERRORS.payPasswordWrong || failure.code === USER_ERRORS.payPasswordLocked) {
          setPayPassword('');
          setProblem({ ...payPasswordFailure(failure), field: 'payPassword' });
        } else if (failure.code === USER_ERRORS.googleCodeInvalid || failure.code === USER_ERRORS.googleRequired) {
          setGoogleCode('');
          setProblem({ text: failureText(failure, t('googleRequired')), locked: false, field: 'google' });
        } else if (failure.code === FLASH_SWAP_ERRORS.quoteExpired || failure.code === FLASH_SWAP_ERRORS.quoteUsed || failure.code === FLASH_SWAP_ERRORS.quoteUnknown) {
          setProblem({ text: failureText(failure, t('errors.quoteExpired')), locked: false, field: 'quote' });
        } else {
          setProblem({ text: failureText(failure, t('failed')), locked: false, field: 'form' });
        }
      }
    });
  };

  const edit = (field: 'payPassword' | 'google', set: (value: string) => void) => (value: string) => {
    set(value);
    setProblem((current) => (current?.field === field && !current.locked ? null : current));
  };

  return (
    <form className="form" onSubmit={submit} noValidate data-testid="swap-quote-panel">
      <h2 className="section-title">{t('quoteTitle')}</h2>
      <dl className="facts facts-confirm">
        <Fact label={t('youPay')} testId="quote-pay">
          <Ltr>{coinAmount(quote.from.amount, quote.from.coin)}</Ltr>
        </Fact>
        <Fact label={t('youGet')} testId="quote-get">
          <Ltr>{coinAmount(quote.to.amount, quote.to.coin)}</Ltr>
        </Fact>
        <Fact label={t('rate')} testId="quote-rate">
          <span className="fact-main">
            <Ltr>{t('rateLine', { from: quote.from.coin, rate: formatAmount(quote.rate, { exact: true }), to: quote.to.coin })}</Ltr>
          </span>
          <span className="fact-sub">
            <Ltr>{t('rateLine', { from: quote.to.coin, rate: formatAmount(quote.inverseRate, { exact: true }), to: quote.from.coin })}</Ltr>
          </span>
        </Fact>
        <Fact label={t('spread')} testId="quote-spread">
          <Ltr>{t('spreadLine', { percent: quote.spreadPercent, amount: coinAmount(quote.spreadAmount, quote.to.coin) })}</Ltr>
        </Fact>
        <Fact label={t('value')}>
          <Ltr>{t('usd', { amount: formatAmount(quote.usdValue, { trim: true }) })}</Ltr>
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
      <PasswordPad
        label={t('payPassword')}
        value={payPassword}
        onChange={edit('payPassword', setPayPassword)}
        autoFocus
        testId="swap-pay-password"
        error={problem?.field === 'payPassword' && !problem.locked ? problem.text : null}
      />
      {problem?.field === 'payPassword' && problem.locked && <PayPasswordProblem text={problem.text} locked />}
      {googleEnabled && (
        <PasswordPad
          label={t('googleCode')}
          value={googleCode}
          onChange={edit('google', setGoogleCode)}
          masked={false}
          autoComplete="one-time-code"
          testId="swap-google-code"
          error={problem?.field === 'google' ? problem.text : null}
        />
      )}
      {problem?.field === 'form' && (
        <p className="notice notice-error" role="alert" data-testid="swap-accept-problem">
          {problem.text}
        </p>
      )}
      <div className="actions">
        <Button type="submit" busy={busy} disabled={closed} testId="swap-confirm">
          {t('confirm')}
        </Button>
        <Button variant="text" onClick={onEdit} disabled={busy}>
          {t('edit')}
        </Button>
      </div>
    </form>
  );
}
