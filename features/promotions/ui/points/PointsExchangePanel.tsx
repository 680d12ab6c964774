'use client';

import { IconCircleCheck } from '@tabler/icons-react';
import { useTranslations } from 'next-intl';
import { useEffect, useRef, useState } from 'react';
import { AmountInput } from '@/components/kit/AmountInput';
import { Button } from '@/components/kit/Button';
import { ConfirmPay } from '@/components/kit/ConfirmPay';
import { Fact } from '@/components/kit/Facts';
import { FormSkeleton } from '@/components/kit/FormSkeleton';
import { LoadFailed } from '@/components/kit/LoadFailed';
import { Ltr, ltrText } from '@/components/kit/Ltr';
import { focusFirstInvalid } from '@/components/kit/focusFirstInvalid';
import { useAmountText, useAmountTextError } from '@/components/kit/useAmountText';
import { useFieldErrors } from '@/components/kit/useFieldErrors';
import { usePayConfirmation } from '@/components/kit/usePayConfirmation';
import { failureOf } from '@/lib/api/apiFailure';
import { newIdempotencyKey } from '@/lib/api/newIdempotencyKey';
import { useFailureText } from '@/lib/api/useFailureText';
import { formatAmount } from '@/lib/format/formatAmount';
import { unitsToDecimal } from '@/lib/format/unitsToDecimal';
import type { UserInfo } from '@/lib/state/session';
import { useAction } from '@/lib/useAction';
import { parseAmount } from '@/lib/wallet/amount/parseAmount';
import { exchangePoints, exchangeToken, useExchangeInfo } from '@/features/promotions/api/pointsExchange';
import type { PointsExchangeInfo, PointsExchangeResult } from '@/features/promotions/contract/promotionsApi';
import { checkExchange, type ExchangeMode, type ExchangeProblem } from '@/features/promotions/logic/checkExchange';
import styles from './Points.module.css';

/** The panel's anchor on /buyAU: the points card links to /buyAU#exchange. */
export const EXCHANGE_ANCHOR = 'exchange';

type Draft = { mode: ExchangeMode; units: bigint; get: bigint };

/**
 * The points exchanges, a section of /buyAU (the platform token's page): activated points into the
 * token (10 for 1, in whole lots of 10) or the token into the second token (1 for 1). The amount is
 * checked as typed (zero, not a lot of 10, more than is held), what is given and received is shown,
 * Next asks for the pay password, then the result. The rules are written under the form.
 */
export function PointsExchangePanel({ user }: { user: UserInfo }) {
  const t = useTranslations('promotions.points');
  const info = useExchangeInfo();
  const [mode, setMode] = useState<ExchangeMode>('points');
  const [draft, setDraft] = useState<Draft | null>(null);
  const [done, setDone] = useState<PointsExchangeResult | null>(null);
  const ref = useRef<HTMLElement>(null);
  // Opened from the points card (/buyAU#exchange): bring the panel into view once it is there.
  const shown = Boolean(info.data);
  useEffect(() => {
    if (shown && window.location.hash === `#${EXCHANGE_ANCHOR}`) ref.current?.scrollIntoView({ block: 'start' });
  }, [shown]);

  let body: React.ReactNode;
  if (info.error && !info.data) body = <LoadFailed text={t('loadFailed')} onRetry={() => void info.mutate()} testId="exchange-load-failed" />;
  else if (!info.data) body = <FormSkeleton label={t('loading')} />;
  else if (done)
    body = (
      <Done
        info={info.data}
        result={done}
        onAgain={() => {
          setDone(null);
          void info.mutate();
        }}
      />
    );
  else if (draft)
    body = (
      <ExchangeConfirm
        info={info.data}
        draft={draft}
        googleEnabled={user.googleEnabled}
        onEdit={() => setDraft(null)}
        onDone={(result) => {
          setDraft(null);
          setDone(result);
          void info.mutate();
        }}
      />
    );
  else body = <ExchangeForm key={mode} info={info.data} mode={mode} onMode={setMode} canExchange={user.payPasswordSet} onNext={setDraft} />;

  return (
    <section id={EXCHANGE_ANCHOR} ref={ref} className={styles.panel} aria-labelledby="points-exchange-title" data-testid="points-exchange">
      <h2 id="points-exchange-title" className="section-title">
        {t('exchangeTitle')}
      </h2>
      {body}
      {info.data && <Rules info={info.data} />}
    </section>
  );
}

/** The coins given and received in a mode. */
function sides(info: PointsExchangeInfo, mode: ExchangeMode) {
  return mode === 'points' ? { give: info.points, get: info.token, held: info.balances.points } : { give: info.token, get: info.second, held: info.balances.token };
}

function ExchangeForm({
  info,
  mode,
  onMode,
  canExchange,
  onNext,
}: {
  info: PointsExchangeInfo;
  mode: ExchangeMode;
  onMode: (mode: ExchangeMode) => void;
  canExchange: boolean;
  onNext: (draft: Draft) => void;
}) {
  const t = useTranslations('promotions.points');
  const { give, get, held } = sides(info, mode);
  const [text, setText] = useState('');
  const [problems, setProblems, edited] = useFieldErrors<{ amount?: string }>();
  const amount = useAmountText(text, give.decimals);
  const amountError = useAmountTextError(give.symbol, give.decimals);
  const available = parseAmount(held, give.decimals);
  const check = amount.ok ? checkExchange(mode, amount.units, available) : null;
  const heldText = formatAmount(held, { trim: true });
  const problemText = (problem: ExchangeProblem) =>
    t(`problems.${problem}`, { lot: info.pointsLot, available: ltrText(mode === 'points' ? heldText : `${heldText} ${give.symbol}`), coin: give.symbol });
  // Over what is held and a broken lot are said as typed; an empty or zero field says nothing until Next.
  const typedProblem = check?.problem && check.problem !== 'zero' ? problemText(check.problem) : undefined;

  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    const form = event.currentTarget as HTMLFormElement;
    if (!amount.ok || !check || check.problem) {
      setProblems({ amount: !amount.ok ? (amountError(amount) ?? undefined) : problemText(check!.problem!) });
      focusFirstInvalid(form);
      return;
    }
    onNext({ mode, units: amount.units, get: check.get });
  };

  return (
    <form className="form" onSubmit={submit} noValidate data-testid="points-exchange-form">
      <div className={styles.modes} role="group" aria-label={t('exchangeTitle')}>
        <button type="button" className={styles.mode} aria-pressed={mode === 'points'} onClick={() => onMode('points')} data-testid="exchange-mode-points">
          {t('modePoints', { coin: info.token.symbol })}
        </button>
        <button type="button" className={styles.mode} aria-pressed={mode === 'token'} onClick={() => onMode('token')} data-testid="exchange-mode-token">
          {t('modeToken', { coin: info.token.symbol, second: info.second.symbol })}
        </button>
      </div>
      <AmountInput
        label={mode === 'points' ? t('pointsLabel') : t('tokenLabel', { coin: give.symbol })}
        value={text}
        onChange={edited('amount', setText)}
        coin={give.symbol}
        decimals={give.decimals}
        name="amount"
        hint={mode === 'points' ? t('availablePoints', { points: ltrText(heldText) }) : t('available', { amount: ltrText(`${heldText} ${give.symbol}`) })}
        error={problems.amount ?? typedProblem}
      />
      <dl className="facts">
        <Fact label={t('youGet')} testId="exchange-get">
          <Ltr>{check && check.problem !== 'zero' && check.problem !== 'notLot' ? `${formatAmount(unitsToDecimal(check.get, get.decimals), { trim: true })} ${get.symbol}` : '—'}</Ltr>
        </Fact>
      </dl>
      <div className="actions">
        <Button type="submit" disabled={!canExchange} testId="exchange-next">
          {t('next')}
        </Button>
      </div>
    </form>
  );
}

function Rules({ info }: { info: PointsExchangeInfo }) {
  const t = useTranslations('promotions.points');
  return (
    <ul className={styles.ruleList} data-testid="exchange-rules">
      <li>{t('ruleRate', { lot: ltrText(String(info.pointsPerToken)), one: ltrText(`1 ${info.token.symbol}`) })}</li>
      <li>{t('ruleSecond', { coin: info.token.symbol, second: info.second.symbol })}</li>
      <li>{t('ruleFinal')}</li>
    </ul>
  );
}

function ExchangeConfirm({
  info,
  draft,
  googleEnabled,
  onEdit,
  onDone,
}: {
  info: PointsExchangeInfo;
  draft: Draft;
  googleEnabled: boolean;
  onEdit: () => void;
  onDone: (result: PointsExchangeResult) => void;
}) {
  const t = useTranslations('promotions.points');
  const { give, get } = sides(info, draft.mode);
  const [idempotencyKey] = useState(newIdempotencyKey);
  const confirmation = usePayConfirmation(googleEnabled, { payPasswordRequired: t('payPasswordRequired'), googleRequired: t('googleRequired') });
  const [busy, run] = useAction();
  const failureText = useFailureText();
  const giveAmount = unitsToDecimal(draft.units, give.decimals);
  // Points read as "30 points" in the user's language; the tokens by their symbol.
  const line = (units: bigint, coin: { symbol: string; decimals: number }) => {
    const amount = formatAmount(unitsToDecimal(units, coin.decimals), { trim: true });
    return coin.symbol === info.points.symbol ? t('pointsValue', { points: ltrText(amount) }) : ltrText(`${amount} ${coin.symbol}`);
  };

  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    if (!confirmation.ready()) return;
    void run(async () => {
      const auth = { payPassword: confirmation.payPassword, googleCode: confirmation.googleCode, idempotencyKey };
      try {
        onDone(draft.mode === 'points' ? await exchangePoints({ points: giveAmount, ...auth }) : await exchangeToken({ amount: giveAmount, ...auth }));
      } catch (error) {
        const failure = failureOf(error);
        if (!failure) throw error;
        if (confirmation.showFieldFailure(failure)) return;
        confirmation.setProblem({ text: failureText(failure, t('failed')), locked: false, field: 'form' });
      }
    });
  };

  return (
    <form className="form" onSubmit={submit} noValidate data-testid="points-exchange-confirm">
      <h3 className="section-title">{t('confirmTitle')}</h3>
      <dl className="facts facts-confirm">
        <Fact label={t('youGive')} testId="confirm-give">
          <bdi>{line(draft.units, give)}</bdi>
        </Fact>
        <Fact label={t('youGet')} testId="confirm-get">
          <bdi>{line(draft.get, get)}</bdi>
        </Fact>
      </dl>
      <ConfirmPay
        confirmation={confirmation}
        labels={{ payPassword: t('payPassword'), googleCode: t('googleCode'), submit: t('confirm'), edit: t('edit') }}
        testIds={{ payPassword: 'exchange-pay-password', googleCode: 'exchange-google-code', problem: 'exchange-problem', submit: 'exchange-submit' }}
        busy={busy}
        onEdit={onEdit}
      />
    </form>
  );
}

function Done({ info, result, onAgain }: { info: PointsExchangeInfo; result: PointsExchangeResult; onAgain: () => void }) {
  const t = useTranslations('promotions.points');
  const { paid, received } = result;
  // Each side isolated, so the number and its coin keep their order in a right-to-left sentence.
  const line = (amount: string, coin: string) =>
    coin === info.points.symbol ? `\u2068${t('pointsValue', { points: ltrText(formatAmount(amount, { trim: true })) })}\u2069` : ltrText(`${formatAmount(amount, { trim: true })} ${coin}`);
  return (
    <div className="card done-card" role="status" data-testid="exchange-done">
      <IconCircleCheck className="done-icon" aria-hidden="true" />
      <h3 className="card-title">{t('doneTitle')}</h3>
      <p className="card-body">
        {t('doneBody', {
          give: line(paid.amount, paid.coin),
          get: line(received.amount, received.coin),
        })}
      </p>
      <div className="actions">
        <Button variant="text" onClick={onAgain} testId="exchange-again">
          {t('again')}
        </Button>
      </div>
    </div>
  );
}
