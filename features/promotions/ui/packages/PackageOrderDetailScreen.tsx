'use client';

import { useSearchParams } from 'next/navigation';
import { useTranslations } from 'next-intl';
import { AppLink } from '@/components/kit/AppLink';
import { Fact } from '@/components/kit/Facts';
import { FormSkeleton } from '@/components/kit/FormSkeleton';
import { LoadFailed } from '@/components/kit/LoadFailed';
import { Ltr } from '@/components/kit/Ltr';
import { NavBar } from '@/components/kit/NavBar';
import { StatusLabel } from '@/components/kit/StatusLabel';
import { AccountGate } from '@/components/shell/AccountGate';
import { failureOf } from '@/lib/api/apiFailure';
import { ERROR_KEYS } from '@/lib/contract/apiError';
import { formatAmount } from '@/lib/format/formatAmount';
import { formatDate } from '@/lib/format/formatDate';
import { isDbId } from '@/features/cloudWallet/contract/walletRules';
import { usePackageOrder } from '@/features/promotions/api/packages';
import type { PackageOrder } from '@/features/promotions/contract/packagesApi';
import styles from './Packages.module.css';

/**
 * `/index/package-orders-detail?id=`: one package order — the package, what it gave, time, coin,
 * price per package, quantity, total paid, payment type, state and the order number. Needs the
 * cloud account; an unknown id (or another user's order) says so.
 */
export function PackageOrderDetailScreen() {
  const t = useTranslations('promotions.packages');
  const id = useSearchParams().get('id');
  return (
    <main className="screen">
      <NavBar title={t('orderTitle')} fallback="/index/package-orders" />
      {id && isDbId(id) ? (
        <AccountGate>{() => <Detail id={id} />}</AccountGate>
      ) : (
        <p className="notice notice-error" role="alert" data-testid="package-order-unknown">
          {t('orderUnknown')}
        </p>
      )}
    </main>
  );
}

function Detail({ id }: { id: string }) {
  const t = useTranslations('promotions.packages');
  const { data, error, mutate } = usePackageOrder(id);
  if (error && !data) {
    return failureOf(error)?.key === ERROR_KEYS.notFound ? (
      <p className="notice notice-error" role="alert" data-testid="package-order-unknown">
        {t('orderUnknown')}
      </p>
    ) : (
      <LoadFailed text={t('orderLoadFailed')} onRetry={() => void mutate()} />
    );
  }
  if (!data) return <FormSkeleton label={t('loading')} />;
  return <Facts order={data} />;
}

function Facts({ order: o }: { order: PackageOrder }) {
  const t = useTranslations('promotions.packages');
  const amount = (value: string, coin: string) => t('amount', { amount: formatAmount(value, { exact: true }), coin });
  return (
    <section className={styles.hero} aria-labelledby="package-order-title" data-testid="package-order-detail">
      <h2 id="package-order-title" className={`section-title ${styles.sectionTitle}`}>
        {o.name}
      </h2>
      <p className={styles.give} data-testid="package-order-amount">
        <Ltr>+{amount(o.amount, o.coin)}</Ltr>
      </p>
      <dl className="facts">
        <Fact label={t('state')}>
          <StatusLabel status="success" text={t(`states.${o.state}`)} />
        </Fact>
        <Fact label={t('time')}>
          <Ltr>{formatDate(new Date(o.time))}</Ltr>
        </Fact>
        <Fact label={t('coin')}>{o.coin}</Fact>
        <Fact label={t('perPackage')}>
          <Ltr>{amount(o.packageAmount, o.coin)}</Ltr>
        </Fact>
        <Fact label={t('price')}>
          <Ltr>{amount(o.price, o.payCoin)}</Ltr>
        </Fact>
        <Fact label={t('quantity')} testId="package-order-quantity">
          <Ltr>{o.quantity}</Ltr>
        </Fact>
        <Fact label={t('totalPaid')} testId="package-order-total">
          <Ltr>{amount(o.total, o.payCoin)}</Ltr>
        </Fact>
        <Fact label={t('payType')}>{o.payType === 'points' ? t('payPoints') : t('payToken', { coin: o.payCoin })}</Fact>
        <Fact label={t('orderId')}>
          <Ltr>{o.id}</Ltr>
        </Fact>
      </dl>
      <div className="actions">
        <AppLink className="button button-secondary" href="/index/package-orders">
          {t('ordersLink')}
        </AppLink>
      </div>
    </section>
  );
}
