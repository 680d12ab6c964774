'use client';

import { IconCircleCheck, IconCoin, IconDiscount2 } from '@tabler/icons-react';
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
import { unitsToDecimal } from '@/lib/format/unitsToDecimal';
import type { UserInfo } from '@/lib/state/session';
import { useAction } from '@/lib/useAction';
import { parseAmount } from '@/lib/wallet/amount/parseAmount';
import { discountBuy, useDiscountInfo } from '@/features/promotions/api/promotions';
import { PROMOTIONS_ERRORS, type DiscountBuyResult, type DiscountInfo } from '@/features/promotions/contract/promotionsApi';
import { PAY_DECIMALS } from '@/features/promotions/contract/promotionsRules';
import { checkDiscountBuy, type DiscountBuyCheck, type DiscountBuyProblem } from '@/features/promotions/logic/checkDiscountBuy';
import { ltrRun, ltrRunParams } from './ltrRun';
import styles from './Promotions.module.css';

/**
 * `/discount-buy` (login needed): the platform token at a discount, paid in USDT. The discounted
 * price beside the normal one, what is left of the person's cap, the KYC level the sale needs (a
 * link to /securityLevel when theirs is lower), an earlier event that shuts them out, the amount
 * (zero, past the cap, more than the balance covers with the fee: said under the field as typed),
 * the cost, fee and total; Next asks for the pay password; then what was bought. The sale closed
 * or the token without a price: empty states. The rules are written on the screen.
 */
export function DiscountBuyScreen() {
  const t = useTranslations('promotions.discount');
  return (
    <main className="screen">
      <NavBar title={t('title')} fallback="/index/home" />
      <AccountGate>{(user) => <Sale user={user} />}</AccountGate>
    </main>
  );
}

type Draft = { units: bigint; check: DiscountBuyCheck; price: string };

function Sale({ user }: { user: UserInfo }) {
  const t = useTranslations('promotions.discount');
  const info = useDiscountInfo();
  const [draft, setDraft] = useState<Draft | null>(null);
  const [bought, setBought] = useState<DiscountBuyResult | null>(null);
  if (info.error && !info.data) return <LoadFailed text={t('loadFailed')} onRetry={() => void info.mutate()} testId="discount-load-failed" />;
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
  if (data.event === null) return <Empty icon={IconDiscount2} title={t('closedTitle')} body={t('closedBody')} />;
  if (data.price === null) return <Empty icon={IconCoin} title={t('noPriceTitle', { coin: data.token.symbol })} body={t('noPriceBody', { coin: data.token.symbol })} />;
  if (draft) {
    return (
      <Confirm
        info={data}
        draft={draft}
        googleEnabled={user.googleEnabled}
        onEdit={() => setDraft(null)}
        onRefused={() => {
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
  const kycLow = data.kycLevel < data.kycRequired;
  const capReached = !data.earlierEvent && parseAmount(data.left, data.token.decimals) === 0n;
  const canBuy = user.payPasswordSet && !kycLow && !data.earlierEvent && !capReached;
  return (
    <>
      <PriceCard info={data} />
      {kycLow && (
        <div className="notice notice-warning" role="alert" data-testid="discount-kyc-low">
          <p>{t('kycLow', { level: data.kycLevel, required: data.kycRequired })}</p>
          <p>
            <AppLink href="/securityLevel" testId="discount-kyc-link">
              {t('kycLink')}
            </AppLink>
          </p>
        </div>
      )}
      {data.earlierEvent && (
        <p className="notice notice-warning" role="alert" data-testid="discount-earlier">
          {t('earlierEvent', { event: data.earlierEvent })}
        </p>
      )}
      {capReached && (
        <p className="notice" role="status" data-testid="discount-cap-reached">
          {t('capReached', { cap: ltrRun.open(data.cap), coin: ltrRun.close(data.token.symbol) })}
        </p>
      )}
      {!kycLow && !data.earlierEvent && !user.payPasswordSet && <PayPasswordFirst text={t('payPasswordFirst')} linkLabel={t('setPayPassword')} next="/discount-buy" />}
      <Allowance info={data} />
      {canBuy && <BuyForm info={data} price={data.price} onNext={setDraft} />}
      <Rules info={data} />
    </>
  );
}

function PriceCard({ info }: { info: DiscountInfo }) {
  const t = useTranslations('promotions.discount');
  const values = { coin: info.token.symbol, pay: info.payCoin };
  return (
    <section className={styles.priceCard} aria-labelledby="discount-price-title">
      <div className={styles.priceHead}>
        <CoinIcon symbol={info.token.symbol} />
        <h2 id="discount-price-title" className={styles.tokenName}>
          {info.token.name} <span className={styles.symbol}>{info.token.symbol}</span>
        </h2>
        <span className={styles.badge} data-testid="discount-badge">
          {t('badge', { percent: info.discountPercent })}
        </span>
      </div>
      {info.price !== null && info.normalPrice !== null && (
        <>
          <p className={styles.price} data-testid="discount-price">
            <Ltr>{t('priceLine', { ...values, price: formatAmount(info.price, { exact: true }) })}</Ltr>
          </p>
          <p className={styles.priceSource} data-testid="discount-normal-price">
            {t('normalPrice')} <Ltr><s>{t('priceLine', { ...values, price: formatAmount(info.normalPrice, { exact: true }) })}</s></Ltr>
          </p>
        </>
      )}
    </section>
  );
}

function Allowance({ info }: { info: DiscountInfo }) {
  const t = useTranslations('promotions.discount');
  const tokens = (amount: string) => <Ltr>{t('amount', { amount: formatAmount(amount, { exact: true }), coin: info.token.symbol })}</Ltr>;
  const decimals = info.token.decimals;
  const cap = parseAmount(info.cap, decimals);
  const used = cap - parseAmount(info.left, decimals);
  return (
    <section className={styles.balances} aria-labelledby="discount-allowance-title">
      <h2 id="discount-allowance-title" className={`section-title ${styles.sectionTitle}`}>
        {t('allowanceTitle')}
      </h2>
      <meter
        className={styles.meter}
        min={0}
        max={Number(info.cap)}
        value={Number(unitsToDecimal(used, decimals))}
        aria-label={t('allowanceMeter', ltrRunParams(t.raw('allowanceMeter') as string, { left: formatAmount(info.left, { exact: true }), cap: info.cap }, { coin: info.token.symbol }))}
      />
      <dl className="facts">
        <Fact label={t('left')} testId="discount-left">
          {tokens(info.left)}
        </Fact>
        <Fact label={t('bought')} testId="discount-bought">
          {tokens(info.bought)}
        </Fact>
        <Fact label={t('kycLevel')} testId="discount-kyc-level">
          {t('kycLevelValue', { level: info.kycLevel, required: info.kycRequired })}
        </Fact>
        <Fact label={t('balancePay', { coin: info.payCoin })} testId="discount-balance-pay">
          <Ltr>{t('amount', { amount: formatAmount(info.balances.pay, { exact: true }), coin: info.payCoin })}</Ltr>
        </Fact>
        <Fact label={t('balanceToken', { coin: info.token.symbol })} testId="discount-balance-token">
          {tokens(info.balances.token)}
        </Fact>
      </dl>
    </section>
  );
}

function BuyForm({ info, price, onNext }: { info: DiscountInfo; price: string; onNext: (draft: Draft) => void }) {
  const t = useTranslations('promotions.discount');
  const { token, payCoin } = info;
  const [amountText, setAmountText] = useState('');
  const [problems, setProblems, edited] = useFieldErrors<{ amount?: string }>();
  const amount = useAmountText(amountText, token.decimals);
  const amountError = useAmountTextError(token.symbol, token.decimals);
  const priceUnits = parseAmount(price, PAY_DECIMALS);
  const available = parseAmount(info.balances.pay, PAY_DECIMALS);
  const left = parseAmount(info.left, token.decimals);
  const feeBp = Math.round(Number(info.feePercent) * 100);
  const check = amount.ok ? checkDiscountBuy(amount.units, priceUnits, feeBp, available, left) : null;
  const pay = (units: bigint) => t('amount', { amount: formatAmount(unitsToDecimal(units, PAY_DECIMALS), { exact: true }), coin: payCoin });
  const problemText = (problem: DiscountBuyProblem) =>
    t(`problems.${problem}`, {
      balance: ltrRun.open(formatAmount(info.balances.pay, { exact: true })),
      pay: ltrRun.close(payCoin),
      cap: ltrRun.open(info.cap),
      left: ltrRun.open(formatAmount(info.left, { exact: true })),
      coin: ltrRun.close(token.symbol),
    });
  // Past the cap or the balance is said as soon as it is typed; an empty or zero field says nothing until Next.
  const typedProblem = check?.problem && check.problem !== 'zero' ? problemText(check.problem) : undefined;
  const shown = check && check.problem !== 'zero';

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
    <form className="form" onSubmit={submit} noValidate data-testid="discount-form">
      <AmountInput
        label={t('amountLabel', { coin: token.symbol })}
        value={amountText}
        onChange={edited('amount', setAmountText)}
        coin={token.symbol}
        decimals={token.decimals}
        name="amount"
        hint={t('amountHint', {
          left: ltrRun.open(formatAmount(info.left, { exact: true })),
          coin: ltrRun.close(token.symbol),
          balance: ltrRun.open(formatAmount(info.balances.pay, { exact: true })),
          pay: ltrRun.close(payCoin),
        })}
        error={problems.amount ?? typedProblem}
      />
      <dl className="facts">
        <Fact label={t('cost')} testId="discount-cost">
          <Ltr>{shown ? pay(check.cost) : '—'}</Ltr>
        </Fact>
        <Fact label={t('fee', { percent: info.feePercent })} testId="discount-fee">
          <Ltr>{shown ? pay(check.fee) : '—'}</Ltr>
        </Fact>
        <Fact label={t('total')} testId="discount-total">
          <Ltr>{shown ? pay(check.total) : '—'}</Ltr>
        </Fact>
      </dl>
      <div className="actions">
        <Button type="submit" testId="discount-next">
          {t('next')}
        </Button>
      </div>
    </form>
  );
}

function Rules({ info }: { info: DiscountInfo }) {
  const t = useTranslations('promotions.discount');
  const values = { coin: info.token.symbol, pay: info.payCoin, percent: info.discountPercent, pricePercent: 100 - info.discountPercent, cap: info.cap, level: info.kycRequired, fee: info.feePercent };
  return (
    <section className={styles.rules} aria-labelledby="discount-rules-title">
      <h2 id="discount-rules-title" className={`section-title ${styles.sectionTitle}`}>
        {t('rulesTitle')}
      </h2>
      <ul className={styles.ruleList}>
        <li>{t('rulePrice', { ...values, onePay: ltrText(`1 ${info.payCoin}`) })}</li>
        <li>{t('ruleCap', values)}</li>
        <li>{t('ruleKyc', values)}</li>
        <li>{t('ruleOnce', values)}</li>
        <li>{t('ruleFee', values)}</li>
        <li>{t('ruleLocked', values)}</li>
      </ul>
    </section>
  );
}

function Confirm({
  info,
  draft,
  googleEnabled,
  onEdit,
  onRefused,
  onDone,
}: {
  info: DiscountInfo;
  draft: Draft;
  googleEnabled: boolean;
  onEdit: () => void;
  onRefused: () => void;
  onDone: (result: DiscountBuyResult) => void;
}) {
  const t = useTranslations('promotions.discount');
  const [idempotencyKey] = useState(newIdempotencyKey);
  const confirmation = usePayConfirmation(googleEnabled, { payPasswordRequired: t('payPasswordRequired'), googleRequired: t('googleRequired') });
  const [busy, run] = useAction();
  const failureText = useFailureText();
  const [refusal, setRefusal] = useState<string | null>(null);
  const amount = unitsToDecimal(draft.units, info.token.decimals);
  const pay = (units: bigint) => t('amount', { amount: formatAmount(unitsToDecimal(units, PAY_DECIMALS), { exact: true }), coin: info.payCoin });
  // Refusals that the screen must reload for: the price moved, or the cap, the KYC level or the event changed meanwhile.
  const reloads: number[] = [PROMOTIONS_ERRORS.priceChanged, PROMOTIONS_ERRORS.discountCapExceeded, PROMOTIONS_ERRORS.discountKycTooLow, PROMOTIONS_ERRORS.discountAlreadyParticipated, PROMOTIONS_ERRORS.discountClosed];

  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    if (!confirmation.ready()) return;
    void run(async () => {
      try {
        onDone(await discountBuy({ amount, price: draft.price, payPassword: confirmation.payPassword, googleCode: confirmation.googleCode, idempotencyKey }));
      } catch (error) {
        const failure = failureOf(error);
        if (!failure) throw error;
        if (confirmation.showFieldFailure(failure)) return;
        if (reloads.includes(failure.code)) setRefusal(failureText(failure, t('buyFailed')));
        else confirmation.setProblem({ text: failureText(failure, t('buyFailed')), locked: false, field: 'form' });
      }
    });
  };

  if (refusal) {
    return (
      <div className="notice notice-warning" role="alert" data-testid="discount-refused">
        <p>{refusal}</p>
        <div className="actions">
          <Button onClick={onRefused}>{t('reload')}</Button>
        </div>
      </div>
    );
  }

  return (
    <form className="form" onSubmit={submit} noValidate data-testid="discount-confirm">
      <h2 className="section-title">{t('confirmTitle')}</h2>
      <dl className="facts facts-confirm">
        <Fact label={t('youBuy')} testId="discount-confirm-amount">
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
        <Fact label={t('total')} testId="discount-confirm-total">
          <Ltr>{pay(draft.check.total)}</Ltr>
        </Fact>
      </dl>
      <ConfirmPay
        confirmation={confirmation}
        labels={{ payPassword: t('payPassword'), googleCode: t('googleCode'), submit: t('confirmBuy'), edit: t('edit') }}
        testIds={{ payPassword: 'discount-pay-password', googleCode: 'discount-google-code', problem: 'discount-problem', submit: 'discount-submit' }}
        busy={busy}
        onEdit={onEdit}
      />
    </form>
  );
}

function Bought({ result, info, onAgain }: { result: DiscountBuyResult; info: DiscountInfo; onAgain: () => void }) {
  const t = useTranslations('promotions.discount');
  const { received, paid } = result;
  const more = parseAmount(result.left, info.token.decimals) > 0n;
  return (
    <section className="card done-card" role="status" data-testid="discount-done">
      <IconCircleCheck className="done-icon" aria-hidden="true" />
      <h2 className="card-title">{t('boughtTitle')}</h2>
      <p className="card-body">
        {t('boughtBody', {
          amount: ltrRun.open(formatAmount(received.amount, { exact: true })),
          coin: ltrRun.close(received.coin),
          price: ltrRun.open(formatAmount(result.price, { exact: true })),
          paid: ltrRun.open(formatAmount(paid.amount, { exact: true })),
          fee: ltrRun.open(formatAmount(paid.fee, { exact: true })),
          pay: ltrRun.close(info.payCoin),
        })}
      </p>
      <p className="card-body" data-testid="discount-done-left">
        {t('boughtLeft', ltrRunParams(t.raw('boughtLeft') as string, { left: formatAmount(result.left, { exact: true }), cap: info.cap }, { coin: received.coin }))}
      </p>
      <div className="actions">
        <AppLink className="button" href={`/coinDetail?coin=${received.coin}`} testId="discount-view-token">
          {t('viewToken', { coin: received.coin })}
        </AppLink>
        {more && (
          <Button variant="text" onClick={onAgain}>
            {t('buyMore')}
          </Button>
        )}
      </div>
    </section>
  );
}
