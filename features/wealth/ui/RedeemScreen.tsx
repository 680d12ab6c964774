'use client';

import { IconCircleCheck } from '@tabler/icons-react';
import { useSearchParams } from 'next/navigation';
import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { AppLink } from '@/components/kit/AppLink';
import { Button } from '@/components/kit/Button';
import { Fact } from '@/components/kit/Facts';
import { Ltr } from '@/components/kit/Ltr';
import { NavBar } from '@/components/kit/NavBar';
import { failureOf } from '@/lib/api/apiFailure';
import { AccountGate } from '@/components/shell/AccountGate';
import { useFailureText } from '@/lib/api/useFailureText';
import { isDbId } from '@/features/cloudWallet/contract/walletRules';
import { newIdempotencyKey } from '@/lib/api/newIdempotencyKey';
import { redeemOrder } from '@/features/wealth/api/wealth';
import type { RedeemResult, WealthOrder } from '@/features/wealth/contract/wealthApi';
import { formatAmount } from '@/lib/format/formatAmount';
import { useAction } from '@/lib/useAction';
import { parseAmount } from '@/lib/wallet/amount/parseAmount';
import { unitsToDecimal } from '@/lib/format/unitsToDecimal';
import { OrderLoader } from './OrderDetailScreen';
import styles from './Wealth.module.css';
import { useWealthWords } from './useWealthWords';

/**
 * `/sellploy?id=` (login needed): what a redemption now pays (principal and interest). A fixed
 * order before its expiry shows the warning that it earns no interest (SPEC §4), and the user must
 * tick that they accept it before Redeem is sent (the server refuses it otherwise).
 */
export function RedeemScreen() {
  const t = useTranslations('wealth');
  const id = useSearchParams().get('id');
  return (
    <main className="screen">
      <NavBar title={t('redeemTitle')} fallback={id ? `/ploydetail?id=${id}` : '/mywealth'} />
      {id && isDbId(id) ? (
        <AccountGate>{() => <OrderLoader id={id}>{(order, reload) => <Redeem order={order} reload={reload} />}</OrderLoader>}</AccountGate>
      ) : (
        <p className="notice notice-error" role="alert">
          {t('unknownOrder')}
        </p>
      )}
    </main>
  );
}

function Redeem({ order: o, reload }: { order: WealthOrder; reload: () => void }) {
  const t = useTranslations('wealth');
  const words = useWealthWords();
  const [idempotencyKey] = useState(newIdempotencyKey);
  const [accepted, setAccepted] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const [done, setDone] = useState<RedeemResult | null>(null);
  const [busy, run] = useAction();
  const failureText = useFailureText();

  if (done) {
    const paid = done.record.amount;
    return (
      <section className="card done-card" role="status" data-testid="redeem-done">
        <IconCircleCheck className="done-icon" aria-hidden="true" />
        <h2 className="card-title">{t('redeemedTitle')}</h2>
        <p className="card-body">{t('redeemedBody', { amount: formatAmount(paid, { exact: true }), coin: o.coin })}</p>
        <div className="actions">
          <AppLink className="button" href={`/ploydetail?id=${o.id}`}>
            {t('viewOrder')}
          </AppLink>
          <AppLink className="button button-text" href="/mywealth">
            {t('myWealth')}
          </AppLink>
        </div>
      </section>
    );
  }
  if (!o.redeemNow) {
    return (
      <p className={`notice notice-warning ${styles.warning}`} role="status" data-testid="redeem-already">
        {t('alreadyRedeemed')}
      </p>
    );
  }
  const { early, interest } = o.redeemNow;
  // Exact sum of two decimals of the same coin: through base units at the longer of their scales.
  const scale = Math.max(o.amount.split('.')[1]?.length ?? 0, interest.split('.')[1]?.length ?? 0);
  const total = unitsToDecimal(parseAmount(o.amount, scale) + parseAmount(interest, scale), scale);

  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    if (early && !accepted) {
      setProblem(t('acceptRequired'));
      return;
    }
    void run(async () => {
      try {
        setDone(await redeemOrder({ orderId: o.id, acceptNoInterest: early ? true : undefined, idempotencyKey }));
        // The order's detail (the same cache) shows it redeemed, not as it was.
        reload();
      } catch (error) {
        const failure = failureOf(error);
        if (!failure) throw error;
        setProblem(failureText(failure, t('redeemFailed')));
        // The order may have changed (matured, or redeemed elsewhere): show it as it is now.
        reload();
      }
    });
  };

  return (
    <form className="form" onSubmit={submit} noValidate data-testid="redeem-form">
      <section className={`${styles.hero} ${styles.inForm}`} aria-labelledby="redeem-receive">
        <h2 id="redeem-receive" className={styles.sectionTitle}>
          {t('youReceive')}
        </h2>
        <span className={styles.receive} data-testid="redeem-total">
          <Ltr>{words.exactAmount(total, o.coin)}</Ltr>
        </span>
        <dl className="facts">
          <Fact label={words.title(o)}>{words.term(o.termDays)}</Fact>
          <Fact label={t('principalLine')}>
            <Ltr>{words.exactAmount(o.amount, o.coin)}</Ltr>
          </Fact>
          <Fact label={t('interestLine')} testId="redeem-interest">
            <Ltr>{words.exactAmount(interest, o.coin)}</Ltr>
          </Fact>
        </dl>
      </section>
      {early && (
        <div className={`notice notice-warning ${styles.warning} ${styles.inForm}`} role="alert" data-testid="redeem-early-warning">
          <p>{t('earlyWarning', { date: words.day(o.expiryDate!), interest: formatAmount(o.totalEarnings, { exact: true }), coin: o.coin })}</p>
          <label className={styles.consent}>
            <input
              type="checkbox"
              checked={accepted}
              onChange={(event) => {
                setAccepted(event.target.checked);
                setProblem(null);
              }}
              data-testid="redeem-accept"
            />
            <span>{t('acceptNoInterest')}</span>
          </label>
        </div>
      )}
      {problem && (
        <p className="notice notice-error" role="alert" data-testid="redeem-problem">
          {problem}
        </p>
      )}
      <div className="actions">
        <Button type="submit" busy={busy} variant={early ? 'danger' : undefined} testId="redeem-submit">
          {t('confirmRedeem')}
        </Button>
      </div>
    </form>
  );
}
