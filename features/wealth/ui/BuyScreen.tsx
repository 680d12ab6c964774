'use client';

import { IconCircleCheck } from '@tabler/icons-react';
import { FormSkeleton } from '@/components/kit/FormSkeleton';
import { useSearchParams } from 'next/navigation';
import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { AmountInput } from '@/components/kit/AmountInput';
import { AppLink } from '@/components/kit/AppLink';
import { Button } from '@/components/kit/Button';
import { ConfirmPay } from '@/components/kit/ConfirmPay';
import { Fact } from '@/components/kit/Facts';
import { LoadFailed } from '@/components/kit/LoadFailed';
import { Ltr } from '@/components/kit/Ltr';
import { NavBar } from '@/components/kit/NavBar';
import { useAmountText, useAmountTextError } from '@/components/kit/useAmountText';
import { useFieldErrors } from '@/components/kit/useFieldErrors';
import { failureOf } from '@/lib/api/apiFailure';
import { AccountGate } from '@/components/shell/AccountGate';
import { focusFirstInvalid } from '@/components/kit/focusFirstInvalid';
import { useFailureText } from '@/lib/api/useFailureText';
import { useCoinList } from '@/lib/api/walletReads';
import type { CoinInfo } from '@/features/cloudWallet/contract/walletApi';
import { isDbId } from '@/features/cloudWallet/contract/walletRules';
import { newIdempotencyKey } from '@/lib/api/newIdempotencyKey';
import { unitsToDecimal } from '@/lib/format/unitsToDecimal';
import { PayPasswordFirst } from '@/components/kit/PayPasswordFirst';
import { usePayConfirmation } from '@/components/kit/usePayConfirmation';
import { buyProduct, useProduct } from '@/features/wealth/api/wealth';
import type { BuyResult, ProductDetail } from '@/features/wealth/contract/wealthApi';
import { checkOrder, expectedEarnings, orderMax, rateBpOf, type OrderLimits, type OrderProblem } from '@/features/wealth/logic/checkOrder';
import { formatAmount } from '@/lib/format/formatAmount';
import { useKeptState } from '@/lib/state/keptState';
import type { UserInfo } from '@/lib/state/session';
import { useAction } from '@/lib/useAction';
import { parseAmount } from '@/lib/wallet/amount/parseAmount';
import styles from './Wealth.module.css';
import { useWealthWords } from './useWealthWords';

/**
 * `/buyploy?id=` (login needed): the amount (with the balance, the minimum, the quota and the
 * per-person room checked as typed: each broken limit shows under the field at once), the expected earnings, the value and expiry dates; Next asks
 * for the pay password; then the order placed, with a link to it. A product the user may not buy
 * (closed, or for qualified investors) sends them back to its detail, which says why.
 */
export function BuyScreen() {
  const t = useTranslations('wealth');
  const id = useSearchParams().get('id');
  return (
    <main className="screen">
      <NavBar title={t('buyTitle')} fallback={id ? `/plandetail?id=${id}` : '/index/wealth'} />
      {id && isDbId(id) ? (
        <AccountGate>{(user) => <Buy id={id} user={user} />}</AccountGate>
      ) : (
        <p className="notice notice-error" role="alert">
          {t('unknownProduct')}
        </p>
      )}
    </main>
  );
}

type Draft = { units: bigint };

function Buy({ id, user }: { id: string; user: UserInfo }) {
  const t = useTranslations('wealth');
  const product = useProduct(id);
  const coins = useCoinList();
  const [draft, setDraft] = useState<Draft | null>(null);
  const [bought, setBought] = useState<BuyResult | null>(null);
  if (bought) return <Bought result={bought} />;
  if ((product.error && !product.data) || (coins.error && !coins.data)) {
    if (failureOf(product.error)?.key === 'wealth.errors.productUnknown') {
      return (
        <p className="notice notice-error" role="alert">
          {t('unknownProduct')}
        </p>
      );
    }
    return <LoadFailed text={t('loadFailed')} onRetry={() => void Promise.all([product.mutate(), coins.mutate()])} />;
  }
  if (!product.data || !coins.data) return <FormSkeleton label={t('loading')} />;
  const detail = product.data;
  const coin = coins.data.coins.find((c) => c.symbol === detail.product.coin);
  const p = detail.product;
  if (!coin || p.status === 'closed' || (p.qualifiedOnly && !detail.qualified)) {
    return (
      <div className={`notice notice-warning ${styles.warning}`} role="status" data-testid="buy-blocked">
        <p>{p.status === 'closed' || !coin ? t('productClosed') : t('notQualified')}</p>
        <p>
          <AppLink href={`/plandetail?id=${p.id}`}>{t('detailTitle')}</AppLink>
        </p>
      </div>
    );
  }
  if (draft) {
    return (
      <BuyConfirm
        detail={detail}
        coin={coin}
        units={draft.units}
        googleEnabled={user.googleEnabled}
        onEdit={() => setDraft(null)}
        onDone={(result) => {
          setDraft(null);
          setBought(result);
          void product.mutate();
        }}
      />
    );
  }
  return (
    <>
      {!user.payPasswordSet && <PayPasswordFirst text={t('payPasswordFirst')} linkLabel={t('setPayPassword')} next={`/buyploy?id=${p.id}`} />}
      <BuyForm detail={detail} coin={coin} canBuy={user.payPasswordSet} onNext={setDraft} />
    </>
  );
}

function limitsOf(detail: ProductDetail, decimals: number): OrderLimits {
  const p = detail.product;
  const held = parseAmount(detail.held, decimals);
  const max = p.maxPerUser === null ? null : parseAmount(p.maxPerUser, decimals);
  return {
    minimum: parseAmount(p.minAmount, decimals),
    available: parseAmount(detail.available, decimals),
    remainingQuota: parseAmount(p.remainingQuota, decimals),
    perUserRemaining: max === null ? null : max > held ? max - held : 0n,
  };
}

function BuyForm({ detail, coin, canBuy, onNext }: { detail: ProductDetail; coin: CoinInfo; canBuy: boolean; onNext: (draft: Draft) => void }) {
  const t = useTranslations('wealth');
  const words = useWealthWords();
  const p = detail.product;
  const [amountText, setAmountText] = useKeptState(`amount-${p.id}`, '');
  const [problems, setProblems, edited] = useFieldErrors<{ amount?: string }>();
  const amount = useAmountText(amountText, coin.decimals);
  const amountError = useAmountTextError(coin.symbol, coin.decimals);
  const limits = limitsOf(detail, coin.decimals);
  const rateBp = rateBpOf(p.annualRate) ?? 0;
  const expected = amount.ok && amount.units > 0n ? expectedEarnings(amount.units, rateBp, p.termDays) : null;

  const limitText = (problem: OrderProblem) =>
    t(`problems.${problem}`, {
      minimum: formatAmount(p.minAmount, { exact: true }),
      balance: formatAmount(detail.available, { exact: true }),
      remaining: formatAmount(unitsToDecimal(problem === 'overPerUser' ? (limits.perUserRemaining ?? 0n) : limits.remainingQuota, coin.decimals), { exact: true }),
      coin: coin.symbol,
    });
  // Every limit (the minimum too) is said as soon as a typed amount breaks it, not only on Next;
  // an empty or zero field says nothing until Next.
  const typedProblem = amount.ok && amount.units > 0n ? checkOrder(amount.units, limits) : null;

  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    const form = event.currentTarget as HTMLFormElement;
    const problem = amount.ok ? checkOrder(amount.units, limits) : null;
    if (!amount.ok || problem) {
      setProblems({ amount: !amount.ok ? (amountError(amount) ?? undefined) : limitText(problem!) });
      focusFirstInvalid(form);
      return;
    }
    onNext({ units: amount.units });
  };

  return (
    <form className="form" onSubmit={submit} noValidate data-testid="buy-form">
      <p className={styles.productName}>
        {words.title(p)} · <Ltr>{words.rate(p.annualRate)}</Ltr> · {words.term(p.termDays)}
      </p>
      <AmountInput
        label={t('amountLabel', { coin: coin.symbol })}
        value={amountText}
        onChange={edited('amount', setAmountText)}
        coin={coin.symbol}
        decimals={coin.decimals}
        name="amount"
        hint={t('available', { amount: formatAmount(detail.available, { exact: true }), coin: coin.symbol })}
        error={problems.amount ?? (typedProblem ? limitText(typedProblem) : undefined)}
        usdPrice={coin.usdPrice}
        onMax={() => orderMax(limits)}
        maxTestId="buy-max"
      />
      <dl className="facts">
        <Fact label={t('minAmount')}>
          <Ltr>{words.amount(p.minAmount, p.coin)}</Ltr>
        </Fact>
        <Fact label={t('remainingQuota')}>
          <Ltr>{words.amount(p.remainingQuota, p.coin)}</Ltr>
        </Fact>
        {p.maxPerUser !== null && (
          <Fact label={t('maxPerUser')}>
            <Ltr>{words.amount(p.maxPerUser, p.coin)}</Ltr>
          </Fact>
        )}
        <Fact label={t('valueDate')}>
          <Ltr>{words.day(p.valueDate)}</Ltr>
        </Fact>
        {p.expiryDate && (
          <Fact label={t('expiryDate')}>
            <Ltr>{words.day(p.expiryDate)}</Ltr>
          </Fact>
        )}
        <Fact label={t('expectedEarnings')} testId="buy-expected">
          {expected ? (
            <Ltr>{t(expected.per === 'term' ? 'expectedFixed' : 'expectedDaily', { amount: formatAmount(unitsToDecimal(expected.units, coin.decimals), { trim: true }), coin: coin.symbol })}</Ltr>
          ) : (
            '—'
          )}
        </Fact>
      </dl>
      {p.termDays !== null && <p className="notice notice-warning">{t('ruleEarly')}</p>}
      <div className="actions">
        <Button type="submit" disabled={!canBuy} testId="buy-next">
          {t('next')}
        </Button>
      </div>
    </form>
  );
}

function BuyConfirm({
  detail,
  coin,
  units,
  googleEnabled,
  onEdit,
  onDone,
}: {
  detail: ProductDetail;
  coin: CoinInfo;
  units: bigint;
  googleEnabled: boolean;
  onEdit: () => void;
  onDone: (result: BuyResult) => void;
}) {
  const t = useTranslations('wealth');
  const words = useWealthWords();
  const p = detail.product;
  const [idempotencyKey] = useState(newIdempotencyKey);
  const confirmation = usePayConfirmation(googleEnabled, { payPasswordRequired: t('payPasswordRequired'), googleRequired: t('googleRequired') });
  const { setProblem } = confirmation;
  const [busy, run] = useAction();
  const failureText = useFailureText();
  const amount = unitsToDecimal(units, coin.decimals);

  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    if (!confirmation.ready()) return;
    void run(async () => {
      try {
        onDone(await buyProduct({ productId: p.id, amount, payPassword: confirmation.payPassword, googleCode: confirmation.googleCode, idempotencyKey }));
      } catch (error) {
        const failure = failureOf(error);
        if (!failure) throw error;
        if (confirmation.showFieldFailure(failure)) return;
        setProblem({ text: failureText(failure, t('buyFailed')), locked: false, field: 'form' });
      }
    });
  };

  return (
    <form className="form" onSubmit={submit} noValidate data-testid="buy-confirm">
      <h2 className="section-title">{t('confirmTitle')}</h2>
      <dl className="facts facts-confirm">
        <Fact label={t('product')} testId="confirm-product">
          {words.title(p)}
        </Fact>
        <Fact label={t('annualRate')}>
          <Ltr>{words.rate(p.annualRate)}</Ltr>
        </Fact>
        <Fact label={t('term')}>{words.term(p.termDays)}</Fact>
        <Fact label={t('amountLabel', { coin: coin.symbol })} testId="confirm-amount">
          <Ltr>{t('amount', { amount: formatAmount(amount, { exact: true }), coin: coin.symbol })}</Ltr>
        </Fact>
      </dl>
      <ConfirmPay
        confirmation={confirmation}
        labels={{ payPassword: t('payPassword'), googleCode: t('googleCode'), submit: t('confirmBuy'), edit: t('edit') }}
        testIds={{ payPassword: 'buy-pay-password', googleCode: 'buy-google-code', problem: 'buy-problem', submit: 'buy-submit' }}
        busy={busy}
        onEdit={onEdit}
      />
    </form>
  );
}

function Bought({ result }: { result: BuyResult }) {
  const t = useTranslations('wealth');
  const words = useWealthWords();
  const { order } = result;
  return (
    <section className="card done-card" role="status" data-testid="buy-done">
      <IconCircleCheck className="done-icon" aria-hidden="true" />
      <h2 className="card-title">{t('boughtTitle')}</h2>
      <p className="card-body">{t('boughtBody', { amount: formatAmount(order.amount, { exact: true }), coin: order.coin, date: words.day(order.valueDate) })}</p>
      <div className="actions">
        <AppLink className="button" href={`/ploydetail?id=${order.id}`} testId="view-order">
          {t('viewOrder')}
        </AppLink>
        <AppLink className="button button-text" href="/index/wealth">
          {t('backToProducts')}
        </AppLink>
      </div>
    </section>
  );
}
