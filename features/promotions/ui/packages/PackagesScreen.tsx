'use client';

import { IconCircleCheck, IconGift } from '@tabler/icons-react';
import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { AppLink } from '@/components/kit/AppLink';
import { Button } from '@/components/kit/Button';
import { ConfirmPay } from '@/components/kit/ConfirmPay';
import { Empty } from '@/components/kit/Empty';
import { Fact } from '@/components/kit/Facts';
import { FormSkeleton } from '@/components/kit/FormSkeleton';
import { LoadFailed } from '@/components/kit/LoadFailed';
import { Ltr } from '@/components/kit/Ltr';
import { NavBar } from '@/components/kit/NavBar';
import { PayPasswordFirst } from '@/components/kit/PayPasswordFirst';
import { TextField } from '@/components/kit/TextField';
import { focusFirstInvalid } from '@/components/kit/focusFirstInvalid';
import { usePayConfirmation } from '@/components/kit/usePayConfirmation';
import { AccountGate } from '@/components/shell/AccountGate';
import { failureOf } from '@/lib/api/apiFailure';
import { newIdempotencyKey } from '@/lib/api/newIdempotencyKey';
import { useFailureText } from '@/lib/api/useFailureText';
import { formatAmount } from '@/lib/format/formatAmount';
import { unitsToDecimal } from '@/lib/format/unitsToDecimal';
import type { UserInfo } from '@/lib/state/session';
import { useAction } from '@/lib/useAction';
import { exchangePackages, usePackages } from '@/features/promotions/api/packages';
import type { PackageExchangeResult, PackageItem, PackagesInfo } from '@/features/promotions/contract/packagesApi';
import { checkPackageExchange, type PackageCheck } from '@/features/promotions/logic/checkPackageExchange';
import styles from './Packages.module.css';

/**
 * `/index/package`: the packages on sale (what each gives, its price in activated points or the
 * platform token, the scale, the stock left, the per-user limit), the user's points and token
 * balances; Exchange asks for a quantity (checked as typed: whole, in stock, within the limit and
 * the balance), then the pay password; then what arrived, with a way to the order. The rules are
 * written on the screen. Needs the cloud account (the login comes first).
 */
export function PackagesScreen() {
  const t = useTranslations('promotions.packages');
  return (
    <main className="screen">
      <NavBar title={t('title')} fallback="/index/home" />
      <AccountGate>{(user) => <Packages user={user} />}</AccountGate>
    </main>
  );
}

type Draft = { pkg: PackageItem; check: PackageCheck };

function Packages({ user }: { user: UserInfo }) {
  const t = useTranslations('promotions.packages');
  const info = usePackages();
  const [chosen, setChosen] = useState<PackageItem | null>(null);
  const [draft, setDraft] = useState<Draft | null>(null);
  const [done, setDone] = useState<PackageExchangeResult | null>(null);
  if (info.error && !info.data) return <LoadFailed text={t('loadFailed')} onRetry={() => void info.mutate()} testId="packages-load-failed" />;
  if (!info.data) return <FormSkeleton label={t('loading')} />;
  const data = info.data;
  const reset = () => {
    setChosen(null);
    setDraft(null);
    setDone(null);
    void info.mutate();
  };
  if (done) return <Done result={done} onAgain={reset} />;
  if (draft) {
    return (
      <Confirm
        draft={draft}
        googleEnabled={user.googleEnabled}
        onEdit={() => setDraft(null)}
        onDone={(result) => {
          setDraft(null);
          setChosen(null);
          setDone(result);
          void info.mutate();
        }}
      />
    );
  }
  const current = chosen && data.packages.find((p) => p.id === chosen.id);
  if (current) return <ExchangeForm info={data} pkg={current} canExchange={user.payPasswordSet} onBack={() => setChosen(null)} onNext={setDraft} />;
  return (
    <>
      {!user.payPasswordSet && <PayPasswordFirst text={t('payPasswordFirst')} linkLabel={t('setPayPassword')} next="/index/package" />}
      <AppLink className={`button button-text ${styles.ordersLink}`} href="/index/package-orders" testId="package-orders-link">
        {t('ordersLink')}
      </AppLink>
      <Balances info={data} />
      <section className={styles.list} aria-labelledby="packages-title">
        <h2 id="packages-title" className={`section-title ${styles.sectionTitle}`}>
          {t('listTitle')}
        </h2>
        {data.packages.length === 0 ? (
          <Empty icon={IconGift} title={t('emptyTitle')} body={t('emptyBody')} />
        ) : (
          <ul className={styles.cards} data-testid="packages">
            {data.packages.map((pkg) => (
              <li key={pkg.id}>
                <PackageCard pkg={pkg} canExchange={user.payPasswordSet} onExchange={() => setChosen(pkg)} />
              </li>
            ))}
          </ul>
        )}
      </section>
      <Rules info={data} />
    </>
  );
}

function Balances({ info }: { info: PackagesInfo }) {
  const t = useTranslations('promotions.packages');
  return (
    <section className={styles.balances} aria-labelledby="package-balances-title">
      <h2 id="package-balances-title" className={`section-title ${styles.sectionTitle}`}>
        {t('balancesTitle')}
      </h2>
      <div className={styles.balanceRow}>
        <p className={styles.balance}>
          <span className={styles.balanceLabel}>{t('points')}</span>
          <span className={styles.balanceValue} data-testid="package-balance-points">
            <Ltr>{formatAmount(info.balances.points, { exact: true })}</Ltr>
          </span>
        </p>
        <p className={styles.balance}>
          <span className={styles.balanceLabel}>{t('token', { coin: info.token })}</span>
          <span className={styles.balanceValue} data-testid="package-balance-token">
            <Ltr>{formatAmount(info.balances.token, { exact: true })}</Ltr>
          </span>
        </p>
      </div>
    </section>
  );
}

/** Words for a package shared by the card, the form and the confirmation. */
function usePackageWords() {
  const t = useTranslations('promotions.packages');
  const amount = (value: string, coin: string) => t('amount', { amount: formatAmount(value, { exact: true }), coin });
  return {
    amount,
    payType: (pkg: { payType: PackageItem['payType']; payCoin: string }) => (pkg.payType === 'points' ? t('payPoints') : t('payToken', { coin: pkg.payCoin })),
    price: (pkg: PackageItem) => amount(pkg.price, pkg.payCoin),
    scale: (pkg: PackageItem) => t('scaleLine', { pay: pkg.payCoin, scale: formatAmount(pkg.scale, { exact: true }), coin: pkg.coin }),
  };
}

function PackageCard({ pkg, canExchange, onExchange }: { pkg: PackageItem; canExchange: boolean; onExchange: () => void }) {
  const t = useTranslations('promotions.packages');
  const words = usePackageWords();
  const soldOut = pkg.stock === '0';
  const titleId = `package-${pkg.id}-name`;
  return (
    <article className={styles.card} aria-labelledby={titleId} data-testid="package-card" data-package={pkg.id}>
      <div className={styles.cardHead}>
        <h3 id={titleId} className={styles.cardName}>
          {pkg.name}
        </h3>
        <span className={`${styles.tag} ${soldOut ? styles.soldOut : ''}`} data-testid="package-stock">
          {soldOut ? t('soldOut') : t('leftCount', { count: pkg.stock })}
        </span>
      </div>
      <p className={styles.give}>
        <Ltr>{words.amount(pkg.amount, pkg.coin)}</Ltr>
      </p>
      <dl className="facts">
        <Fact label={t('price')} testId="package-price">
          <Ltr>{words.price(pkg)}</Ltr>
        </Fact>
        <Fact label={t('payType')}>{words.payType(pkg)}</Fact>
        <Fact label={t('scale')}>
          <Ltr>{words.scale(pkg)}</Ltr>
        </Fact>
        <Fact label={t('limit')}>{pkg.perUserLimit === null ? t('noLimit') : t('limitLine', { limit: pkg.perUserLimit, bought: pkg.bought })}</Fact>
      </dl>
      <div className="actions">
        <button type="button" className="button button-primary" onClick={onExchange} disabled={soldOut || !canExchange} data-testid="package-exchange" aria-label={soldOut ? undefined : t('exchangeName', { name: pkg.name })}>
          {soldOut ? t('soldOut') : t('exchange')}
        </button>
      </div>
    </article>
  );
}

function ExchangeForm({ info, pkg, canExchange, onBack, onNext }: { info: PackagesInfo; pkg: PackageItem; canExchange: boolean; onBack: () => void; onNext: (draft: Draft) => void }) {
  const t = useTranslations('promotions.packages');
  const words = usePackageWords();
  const [text, setText] = useState('1');
  const [shown, setShown] = useState<string | null>(null);
  const available = pkg.payType === 'points' ? info.balances.points : info.balances.token;
  const check = checkPackageExchange(pkg, text, available, info.maxQuantity);
  const left = pkg.perUserLimit === null ? pkg.stock : String(BigInt(pkg.perUserLimit) - BigInt(pkg.bought));
  const problemText = (problem: NonNullable<PackageCheck['problem']>) =>
    t(`problems.${problem}`, { max: info.maxQuantity, left: problem === 'stock' ? pkg.stock : left, available: formatAmount(available, { exact: true }), coin: pkg.payCoin });
  // Over the stock, the limit or the balance is said as soon as it is typed; a bad shape on Next.
  const typed = check.problem && check.problem !== 'quantity' ? problemText(check.problem) : null;
  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    if (check.problem) {
      setShown(problemText(check.problem));
      focusFirstInvalid(event.currentTarget as HTMLFormElement);
      return;
    }
    onNext({ pkg, check });
  };
  const total = check.problem === 'quantity' ? '—' : words.amount(unitsToDecimal(check.total, pkg.payDecimals), pkg.payCoin);
  const receive = check.problem === 'quantity' ? '—' : words.amount(unitsToDecimal(check.receive, pkg.coinDecimals), pkg.coin);
  return (
    <form className="form" onSubmit={submit} noValidate data-testid="package-form">
      <h2 className="section-title">{t('exchangeName', { name: pkg.name })}</h2>
      <dl className="facts">
        <Fact label={t('perPackage')}>
          <Ltr>{words.amount(pkg.amount, pkg.coin)}</Ltr>
        </Fact>
        <Fact label={t('price')}>
          <Ltr>{words.price(pkg)}</Ltr>
        </Fact>
        <Fact label={t('payType')}>{words.payType(pkg)}</Fact>
      </dl>
      <TextField
        label={t('quantityLabel')}
        value={text}
        onChange={(value) => {
          setText(value);
          setShown(null);
        }}
        inputMode="numeric"
        name="quantity"
        maxLength={7}
        hint={t('available', { amount: formatAmount(available, { exact: true }), coin: pkg.payCoin })}
        error={shown ?? typed}
      />
      <dl className="facts">
        <Fact label={t('total')} testId="package-total">
          <Ltr>{total}</Ltr>
        </Fact>
        <Fact label={t('receive')} testId="package-receive">
          <Ltr>{receive}</Ltr>
        </Fact>
      </dl>
      <div className="actions">
        <Button type="submit" disabled={!canExchange} testId="package-next">
          {t('next')}
        </Button>
        <Button variant="text" onClick={onBack}>
          {t('back')}
        </Button>
      </div>
    </form>
  );
}

function Rules({ info }: { info: PackagesInfo }) {
  const t = useTranslations('promotions.packages');
  const values = { token: info.token, max: info.maxQuantity };
  return (
    <section className={styles.rules} aria-labelledby="package-rules-title">
      <h2 id="package-rules-title" className={`section-title ${styles.sectionTitle}`}>
        {t('rulesTitle')}
      </h2>
      <ul className={styles.ruleList}>
        <li>{t('rulePay', values)}</li>
        <li>{t('ruleScale', values)}</li>
        <li>{t('ruleStock', values)}</li>
        <li>{t('ruleBalance', values)}</li>
        <li>{t('ruleFinal', values)}</li>
      </ul>
    </section>
  );
}

function Confirm({ draft, googleEnabled, onEdit, onDone }: { draft: Draft; googleEnabled: boolean; onEdit: () => void; onDone: (result: PackageExchangeResult) => void }) {
  const t = useTranslations('promotions.packages');
  const words = usePackageWords();
  const [idempotencyKey] = useState(newIdempotencyKey);
  const confirmation = usePayConfirmation(googleEnabled, { payPasswordRequired: t('payPasswordRequired'), googleRequired: t('googleRequired') });
  const [busy, run] = useAction();
  const failureText = useFailureText();
  const { pkg, check } = draft;
  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    if (!confirmation.ready()) return;
    void run(async () => {
      try {
        onDone(await exchangePackages({ packageId: pkg.id, quantity: String(check.quantity), payPassword: confirmation.payPassword, googleCode: confirmation.googleCode, idempotencyKey }));
      } catch (error) {
        const failure = failureOf(error);
        if (!failure) throw error;
        if (confirmation.showFieldFailure(failure)) return;
        confirmation.setProblem({ text: failureText(failure, t('failed')), locked: false, field: 'form' });
      }
    });
  };
  return (
    <form className="form" onSubmit={submit} noValidate data-testid="package-confirm">
      <h2 className="section-title">{t('confirmTitle')}</h2>
      <dl className="facts facts-confirm">
        <Fact label={t('package')}>{pkg.name}</Fact>
        <Fact label={t('quantity')} testId="confirm-quantity">
          <Ltr>{String(check.quantity)}</Ltr>
        </Fact>
        <Fact label={t('total')} testId="confirm-total">
          <Ltr>{words.amount(unitsToDecimal(check.total, pkg.payDecimals), pkg.payCoin)}</Ltr>
        </Fact>
        <Fact label={t('payType')}>{words.payType(pkg)}</Fact>
        <Fact label={t('receive')} testId="confirm-receive">
          <Ltr>{words.amount(unitsToDecimal(check.receive, pkg.coinDecimals), pkg.coin)}</Ltr>
        </Fact>
      </dl>
      <ConfirmPay
        confirmation={confirmation}
        labels={{ payPassword: t('payPassword'), googleCode: t('googleCode'), submit: t('confirm'), edit: t('edit') }}
        testIds={{ payPassword: 'package-pay-password', googleCode: 'package-google-code', problem: 'package-problem', submit: 'package-submit' }}
        busy={busy}
        onEdit={onEdit}
      />
    </form>
  );
}

function Done({ result, onAgain }: { result: PackageExchangeResult; onAgain: () => void }) {
  const t = useTranslations('promotions.packages');
  const { order } = result;
  return (
    <section className="card done-card" role="status" data-testid="package-done">
      <IconCircleCheck className="done-icon" aria-hidden="true" />
      <h2 className="card-title">{t('doneTitle')}</h2>
      <p className="card-body">
        <Ltr>{t('doneBody', { amount: formatAmount(order.amount, { exact: true }), coin: order.coin, total: formatAmount(order.total, { exact: true }), pay: order.payCoin })}</Ltr>
      </p>
      <div className="actions">
        <AppLink className="button" href={`/index/package-orders-detail?id=${order.id}`} testId="package-view-order">
          {t('viewOrder')}
        </AppLink>
        <Button variant="text" onClick={onAgain}>
          {t('exchangeMore')}
        </Button>
      </div>
    </section>
  );
}
