'use client';

import { IconCircleCheck, IconCoin } from '@tabler/icons-react';
import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { AmountInput } from '@/components/kit/AmountInput';
import { AppLink } from '@/components/kit/AppLink';
import { Button } from '@/components/kit/Button';
import { CoinIcon } from '@/components/kit/CoinIcon';
import { ConfirmPay } from '@/components/kit/ConfirmPay';
import { Empty } from '@/components/kit/Empty';
import { Fact } from '@/components/kit/Facts';
import { FormSkeleton } from '@/components/kit/FormSkeleton';
import { LoadFailed } from '@/components/kit/LoadFailed';
import { Ltr, ltrText } from '@/components/kit/Ltr';
import { NavBar } from '@/components/kit/NavBar';
import { PayPasswordFirst } from '@/components/kit/PayPasswordFirst';
import { focusFirstInvalid } from '@/components/kit/focusFirstInvalid';
import { useAmountText, useAmountTextError } from '@/components/kit/useAmountText';
import { useFieldErrors } from '@/components/kit/useFieldErrors';
import { usePayConfirmation } from '@/components/kit/usePayConfirmation';
import { AccountGate } from '@/components/shell/AccountGate';
import { failureOf } from '@/lib/api/apiFailure';
import { newIdempotencyKey } from '@/lib/api/newIdempotencyKey';
import { useFailureText } from '@/lib/api/useFailureText';
import { formatAmount } from '@/lib/format/formatAmount';
import { formatDate } from '@/lib/format/formatDate';
import { unitsToDecimal } from '@/lib/format/unitsToDecimal';
import type { UserInfo } from '@/lib/state/session';
import { useAction } from '@/lib/useAction';
import { parseAmount } from '@/lib/wallet/amount/parseAmount';
import { buyToken, useBuyInfo } from '@/features/promotions/api/promotions';
import { PROMOTIONS_ERRORS, type TokenBuyInfo, type TokenBuyResult } from '@/features/promotions/contract/promotionsApi';
import { PAY_DECIMALS } from '@/features/promotions/contract/promotionsRules';
import { checkBuy, type BuyCheck } from '@/features/promotions/logic/checkBuy';
import { ltrRun } from './ltrRun';
import styles from './Promotions.module.css';
import { PointsExchangePanel } from './points/PointsExchangePanel';

/**
 * `/buyAU` (login needed): buy the platform token with USDT at its current price. The price and
 * where it comes from, the user's USDT, token and points balances, the amount (zero, a bad shape
 * or more than the USDT balance covers, fee counted, said under the field as typed), the cost, the
 * fee and the total; Next asks for the pay password; then what was bought, with its records. No
 * price yet: an empty state that says so. The rules are written on the screen. Below, the points
 * exchanges (points into the token, the token into the second token), which the points card links to.
 */
export function BuyTokenScreen() {
  const t = useTranslations('promotions');
  return (
    <main className="screen">
      <NavBar title={t('buyTitle')} fallback="/index/home" />
      <AccountGate>
        {(user) => (
          <>
            <Buy user={user} />
            <PointsExchangePanel user={user} />
          </>
        )}
      </AccountGate>
    </main>
  );
}

type Draft = { units: bigint; check: BuyCheck; price: string };

function Buy({ user }: { user: UserInfo }) {
  const t = useTranslations('promotions');
  const info = useBuyInfo();
  const [draft, setDraft] = useState<Draft | null>(null);
  const [bought, setBought] = useState<TokenBuyResult | null>(null);
  if (info.error && !info.data) return <LoadFailed text={t('loadFailed')} onRetry={() => void info.mutate()} testId="buy-load-failed" />;
  if (!info.data) return <FormSkeleton label={t('loading')} />;
  const data = info.data;
  if (bought) {
    return (
      <Bought
        result={bought}
        info={data}
        onAgain={() => {
          setBought(null);
          void info.mutate();
        }}
      />
    );
  }
  if (data.price === null) {
    return (
      <>
        <Balances info={data} />
        <Empty icon={IconCoin} title={t('noPriceTitle', { coin: data.token.symbol })} body={t('noPriceBody', { coin: data.token.symbol })} />
      </>
    );
  }
  if (draft) {
    return (
      <BuyConfirm
        info={data}
        draft={draft}
        googleEnabled={user.googleEnabled}
        onEdit={() => setDraft(null)}
        onPriceChanged={() => {
          setDraft(null);
          void info.mutate();
        }}
        onDone={(result) => {
          setDraft(null);
          setBought(result);
          void info.mutate();
        }}
      />
    );
  }
  return (
    <>
      {!user.payPasswordSet && <PayPasswordFirst text={t('payPasswordFirst')} linkLabel={t('setPayPassword')} next="/buyAU" />}
      <PriceCard info={data} />
      <Balances info={data} />
      <BuyForm info={data} price={data.price} canBuy={user.payPasswordSet} onNext={setDraft} />
      <Rules info={data} />
    </>
  );
}

function PriceCard({ info }: { info: TokenBuyInfo }) {
  const t = useTranslations('promotions');
  return (
    <section className={styles.priceCard} aria-labelledby="token-price-title">
      <div className={styles.priceHead}>
        <CoinIcon symbol={info.token.symbol} />
        <h2 id="token-price-title" className={styles.tokenName}>
          {info.token.name} <span className={styles.symbol}>{info.token.symbol}</span>
        </h2>
      </div>
      {info.price !== null && (
        <p className={styles.price} data-testid="token-price">
          <Ltr>{t('priceLine', { price: formatAmount(info.price, { exact: true }), coin: info.token.symbol, pay: info.payCoin })}</Ltr>
        </p>
      )}
      {info.priceSource && (
        <p className={styles.priceSource}>
          {t(info.priceSource === 'market' ? 'sourceMarket' : 'sourceOperator', { coin: info.token.symbol })}
          {info.priceAt && (
            <>
              {' · '}
              <Ltr>{formatDate(new Date(info.priceAt))}</Ltr>
            </>
          )}
        </p>
      )}
    </section>
  );
}

function Balances({ info }: { info: TokenBuyInfo }) {
  const t = useTranslations('promotions');
  const line = (amount: string, coin: string) => <Ltr>{t('amount', { amount: formatAmount(amount, { exact: true }), coin })}</Ltr>;
  return (
    <section className={styles.balances} aria-labelledby="token-balances-title">
      <h2 id="token-balances-title" className={`section-title ${styles.sectionTitle}`}>
        {t('balancesTitle')}
      </h2>
      <dl className="facts">
        <Fact label={t('balancePay', { coin: info.payCoin })} testId="balance-pay">
          {line(info.balances.pay, info.payCoin)}
        </Fact>
        <Fact label={t('balanceToken', { coin: info.token.symbol })} testId="balance-token">
          {line(info.balances.token, info.token.symbol)}
        </Fact>
        <Fact label={t('balancePoints')} testId="balance-points">
          <Ltr>{formatAmount(info.balances.points, { exact: true })}</Ltr>
        </Fact>
      </dl>
      <p className={styles.note}>{t('pointsNote')}</p>
    </section>
  );
}

function BuyForm({ info, price, canBuy, onNext }: { info: TokenBuyInfo; price: string; canBuy: boolean; onNext: (draft: Draft) => void }) {
  const t = useTranslations('promotions');
  const { token, payCoin } = info;
  const [amountText, setAmountText] = useState('');
  const [problems, setProblems, edited] = useFieldErrors<{ amount?: string }>();
  const amount = useAmountText(amountText, token.decimals);
  const amountError = useAmountTextError(token.symbol, token.decimals);
  const priceUnits = parseAmount(price, PAY_DECIMALS);
  const available = parseAmount(info.balances.pay, PAY_DECIMALS);
  const feeBp = Math.round(Number(info.feePercent) * 100);
  const check = amount.ok ? checkBuy(amount.units, priceUnits, feeBp, available) : null;
  const pay = (units: bigint) => t('amount', { amount: formatAmount(unitsToDecimal(units, PAY_DECIMALS), { exact: true }), coin: payCoin });
  const problemText = (problem: 'zero' | 'overBalance') => t(`problems.${problem}`, { balance: ltrRun.open(formatAmount(info.balances.pay, { exact: true })), coin: ltrRun.close(payCoin) });
  // Over the balance is said as soon as it is typed; an empty or zero field says nothing until Next.
  const typedProblem = check?.problem === 'overBalance' ? problemText('overBalance') : undefined;

  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    const form = event.currentTarget as HTMLFormElement;
    if (!amount.ok || !check || check.problem) {
      setProblems({ amount: !amount.ok ? (amountError(amount) ?? undefined) : problemText(check!.problem!) });
      focusFirstInvalid(form);
      return;
    }
    onNext({ units: amount.units, check, price });
  };

  return (
    <form className="form" onSubmit={submit} noValidate data-testid="buy-token-form">
      <AmountInput
        label={t('amountLabel', { coin: token.symbol })}
        value={amountText}
        onChange={edited('amount', setAmountText)}
        coin={token.symbol}
        decimals={token.decimals}
        name="amount"
        hint={t('available', { amount: ltrRun.open(formatAmount(info.balances.pay, { exact: true })), coin: ltrRun.close(payCoin) })}
        error={problems.amount ?? typedProblem}
      />
      <dl className="facts">
        <Fact label={t('cost')} testId="buy-cost">
          <Ltr>{check && check.problem !== 'zero' ? pay(check.cost) : '—'}</Ltr>
        </Fact>
        <Fact label={t('fee', { percent: info.feePercent })} testId="buy-fee">
          <Ltr>{check && check.problem !== 'zero' ? pay(check.fee) : '—'}</Ltr>
        </Fact>
        <Fact label={t('total')} testId="buy-total">
          <Ltr>{check && check.problem !== 'zero' ? pay(check.total) : '—'}</Ltr>
        </Fact>
      </dl>
      <div className="actions">
        <Button type="submit" disabled={!canBuy} testId="buy-token-next">
          {t('next')}
        </Button>
      </div>
    </form>
  );
}

function Rules({ info }: { info: TokenBuyInfo }) {
  const t = useTranslations('promotions');
  const values = { coin: info.token.symbol, pay: info.payCoin, percent: info.feePercent, second: info.second.symbol };
  return (
    <section className={styles.rules} aria-labelledby="token-rules-title">
      <h2 id="token-rules-title" className={`section-title ${styles.sectionTitle}`}>
        {t('rulesTitle')}
      </h2>
      <ul className={styles.ruleList}>
        <li>{t('rulePrice', { ...values, onePay: ltrText(`1 ${info.payCoin}`) })}</li>
        <li>{t('ruleLocked', values)}</li>
        <li>{t('ruleFee', values)}</li>
        <li>{t('ruleInstant', values)}</li>
        <li>{t('rulePoints', { ...values, oneCoin: ltrText(`1 ${info.token.symbol}`) })}</li>
      </ul>
    </section>
  );
}

function BuyConfirm({
  info,
  draft,
  googleEnabled,
  onEdit,
  onPriceChanged,
  onDone,
}: {
  info: TokenBuyInfo;
  draft: Draft;
  googleEnabled: boolean;
  onEdit: () => void;
  onPriceChanged: () => void;
  onDone: (result: TokenBuyResult) => void;
}) {
  const t = useTranslations('promotions');
  const [idempotencyKey] = useState(newIdempotencyKey);
  const confirmation = usePayConfirmation(googleEnabled, { payPasswordRequired: t('payPasswordRequired'), googleRequired: t('googleRequired') });
  const [busy, run] = useAction();
  const failureText = useFailureText();
  const [priceMoved, setPriceMoved] = useState<string | null>(null);
  const amount = unitsToDecimal(draft.units, info.token.decimals);
  const pay = (units: bigint) => t('amount', { amount: formatAmount(unitsToDecimal(units, PAY_DECIMALS), { exact: true }), coin: info.payCoin });

  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    if (!confirmation.ready()) return;
    void run(async () => {
      try {
        onDone(await buyToken({ amount, price: draft.price, payPassword: confirmation.payPassword, googleCode: confirmation.googleCode, idempotencyKey }));
      } catch (error) {
        const failure = failureOf(error);
        if (!failure) throw error;
        if (confirmation.showFieldFailure(failure)) return;
        if (failure.code === PROMOTIONS_ERRORS.priceChanged) setPriceMoved(failureText(failure, t('buyFailed')));
        else confirmation.setProblem({ text: failureText(failure, t('buyFailed')), locked: false, field: 'form' });
      }
    });
  };

  if (priceMoved) {
    return (
      <div className="notice notice-warning" role="alert" data-testid="price-changed">
        <p>{priceMoved}</p>
        <div className="actions">
          <Button onClick={onPriceChanged}>{t('seeNewPrice')}</Button>
        </div>
      </div>
    );
  }

  return (
    <form className="form" onSubmit={submit} noValidate data-testid="buy-token-confirm">
      <h2 className="section-title">{t('confirmTitle')}</h2>
      <dl className="facts facts-confirm">
        <Fact label={t('youBuy')} testId="confirm-amount">
          <Ltr>{t('amount', { amount: formatAmount(amount, { exact: true }), coin: info.token.symbol })}</Ltr>
        </Fact>
        <Fact label={t('price')}>
          <Ltr>{t('priceLine', { price: formatAmount(draft.price, { exact: true }), coin: info.token.symbol, pay: info.payCoin })}</Ltr>
        </Fact>
        <Fact label={t('cost')}>
          <Ltr>{pay(draft.check.cost)}</Ltr>
        </Fact>
        <Fact label={t('fee', { percent: info.feePercent })}>
          <Ltr>{pay(draft.check.fee)}</Ltr>
        </Fact>
        <Fact label={t('total')} testId="confirm-total">
          <Ltr>{pay(draft.check.total)}</Ltr>
        </Fact>
      </dl>
      <ConfirmPay
        confirmation={confirmation}
        labels={{ payPassword: t('payPassword'), googleCode: t('googleCode'), submit: t('confirmBuy'), edit: t('edit') }}
        testIds={{ payPassword: 'buy-token-pay-password', googleCode: 'buy-token-google-code', problem: 'buy-token-problem', submit: 'buy-token-submit' }}
        busy={busy}
        onEdit={onEdit}
      />
    </form>
  );
}

function Bought({ result, info, onAgain }: { result: TokenBuyResult; info: TokenBuyInfo; onAgain: () => void }) {
  const t = useTranslations('promotions');
  const { received, paid } = result;
  return (
    <section className="card done-card" role="status" data-testid="buy-token-done">
      <IconCircleCheck className="done-icon" aria-hidden="true" />
      <h2 className="card-title">{t('boughtTitle')}</h2>
      <p className="card-body">
        {t('boughtBody', {
          amount: ltrRun.open(formatAmount(received.amount, { exact: true })),
          coin: ltrRun.close(received.coin),
          paid: ltrRun.open(formatAmount(paid.amount, { exact: true })),
          fee: ltrRun.open(formatAmount(paid.fee, { exact: true })),
          pay: ltrRun.close(info.payCoin),
        })}
      </p>
      <div className="actions">
        <AppLink className="button" href={`/coinDetail?coin=${received.coin}`} testId="view-token">
          {t('viewToken', { coin: received.coin })}
        </AppLink>
        <Button variant="text" onClick={onAgain}>
          {t('buyMore')}
        </Button>
      </div>
    </section>
  );
}
