'use client';

import { FormSkeleton } from '@/components/kit/FormSkeleton';
import { useSearchParams } from 'next/navigation';
import { useTranslations } from 'next-intl';
import { AppLink } from '@/components/kit/AppLink';
import { Fact } from '@/components/kit/Facts';
import { LoadFailed } from '@/components/kit/LoadFailed';
import { Ltr } from '@/components/kit/Ltr';
import { NavBar } from '@/components/kit/NavBar';
import { failureOf } from '@/lib/api/apiFailure';
import { AccountGate } from '@/components/shell/AccountGate';
import { isDbId } from '@/features/cloudWallet/contract/walletRules';
import { useOrder } from '@/features/wealth/api/wealth';
import type { WealthOrder } from '@/features/wealth/contract/wealthApi';
import { formatDate } from '@/lib/format/formatDate';
import styles from './Wealth.module.css';
import { useWealthWords } from './useWealthWords';

/**
 * `/ploydetail?id=` (login needed): one order — rate, term, amount, order time, value and expiry
 * dates, yesterday's and total earnings, state — and Redeem while it is unexpired.
 */
export function OrderDetailScreen() {
  const t = useTranslations('wealth');
  const id = useSearchParams().get('id');
  return (
    <main className="screen">
      <NavBar title={t('orderTitle')} fallback="/mywealth" />
      {id && isDbId(id) ? (
        <AccountGate>{() => <Detail id={id} />}</AccountGate>
      ) : (
        <p className="notice notice-error" role="alert">
          {t('unknownOrder')}
        </p>
      )}
    </main>
  );
}

/** The order's loading and failure states (also for /sellploy), then `children` with it. */
export function OrderLoader({ id, children }: { id: string; children: (order: WealthOrder, reload: () => void) => React.ReactNode }) {
  const t = useTranslations('wealth');
  const { data, error, mutate } = useOrder(id);
  if (error && !data) {
    return failureOf(error)?.key === 'wealth.errors.orderUnknown' ? (
      <p className="notice notice-error" role="alert" data-testid="order-unknown">
        {t('unknownOrder')}
      </p>
    ) : (
      <LoadFailed text={t('loadFailed')} onRetry={() => void mutate()} />
    );
  }
  if (!data) return <FormSkeleton label={t('loading')} />;
  return <>{children(data, () => void mutate())}</>;
}

function Detail({ id }: { id: string }) {
  return <OrderLoader id={id}>{(order) => <OrderFacts order={order} />}</OrderLoader>;
}

function OrderFacts({ order: o }: { order: WealthOrder }) {
  const t = useTranslations('wealth');
  const words = useWealthWords();
  const redeemed = o.state === 'redeemed';
  return (
    <>
      <section className={styles.hero} aria-labelledby="order-title" data-testid="order-detail" data-state={o.state}>
        <h2 id="order-title" className={styles.sectionTitle}>
          {words.title(o)}
        </h2>
        <div className={styles.rate}>
          <span className={styles.receive} data-testid="order-amount">
            <Ltr>{words.exactAmount(o.amount, o.coin)}</Ltr>
          </span>
          <span className={styles.rateLabel}>{redeemed && o.settlement ? t(`settlements.${o.settlement}`) : t('states.unexpired')}</span>
        </div>
        <dl className="facts">
          <Fact label={t('annualRate')}>
            <Ltr>{words.rate(o.annualRate)}</Ltr>
          </Fact>
          <Fact label={t('term')}>{words.term(o.termDays)}</Fact>
          <Fact label={t('orderTime')}>
            <Ltr>{formatDate(new Date(o.orderTime))}</Ltr>
          </Fact>
          <Fact label={t('valueDate')}>
            <Ltr>{words.day(o.valueDate)}</Ltr>
          </Fact>
          {o.expiryDate && (
            <Fact label={t('expiryDate')}>
              <Ltr>{words.day(o.expiryDate)}</Ltr>
            </Fact>
          )}
          {!redeemed && (
            <Fact label={t('yesterdayEarnings')} testId="order-yesterday">
              <Ltr>{words.exactAmount(o.yesterdayEarnings, o.coin)}</Ltr>
            </Fact>
          )}
          <Fact label={t(redeemed ? 'interestPaid' : 'totalEarnings')} testId="order-earnings">
            <Ltr>{words.exactAmount(o.totalEarnings, o.coin)}</Ltr>
          </Fact>
          <Fact label={t('state')} testId="order-state">
            {t(`states.${o.state}`)}
          </Fact>
          {o.redeemedAt && (
            <Fact label={t('redeemedAt')}>
              <Ltr>{formatDate(new Date(o.redeemedAt))}</Ltr>
            </Fact>
          )}
        </dl>
      </section>
      {!redeemed && (
        <div className="actions">
          <AppLink className="button button-secondary" href={`/sellploy?id=${o.id}`} testId="order-redeem">
            {t('redeem')}
          </AppLink>
        </div>
      )}
    </>
  );
}
