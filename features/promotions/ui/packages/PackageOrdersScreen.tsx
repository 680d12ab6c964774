'use client';

import { IconReceipt } from '@tabler/icons-react';
import { useTranslations } from 'next-intl';
import { AppLink } from '@/components/kit/AppLink';
import { Empty } from '@/components/kit/Empty';
import { FormSkeleton } from '@/components/kit/FormSkeleton';
import { LoadFailed } from '@/components/kit/LoadFailed';
import { Ltr } from '@/components/kit/Ltr';
import { NavBar } from '@/components/kit/NavBar';
import { StatusLabel } from '@/components/kit/StatusLabel';
import { AccountGate } from '@/components/shell/AccountGate';
import { pagedItems } from '@/lib/api/pagedItems';
import { formatAmount } from '@/lib/format/formatAmount';
import { formatDate } from '@/lib/format/formatDate';
import { usePackageOrderPages } from '@/features/promotions/api/packages';
import type { PackageOrder } from '@/features/promotions/contract/packagesApi';
import styles from './Packages.module.css';

/**
 * `/index/package-orders`: the user's package orders, newest first, a page at a time — time, coin
 * received, price, quantity, payment type and state; a row opens the order. Needs the cloud account.
 */
export function PackageOrdersScreen() {
  const t = useTranslations('promotions.packages');
  return (
    <main className="screen">
      <NavBar title={t('ordersTitle')} fallback="/index/package" />
      <AccountGate>{() => <Orders />}</AccountGate>
    </main>
  );
}

function Orders() {
  const t = useTranslations('promotions.packages');
  const { data, error, size, setSize, isValidating, mutate } = usePackageOrderPages();
  // Each order once, even when new ones shift an order onto the next page between two loads.
  const { items, hasMore } = pagedItems(data);
  const loadingMore = isValidating && size > (data?.length ?? 0);
  if (error && items.length === 0) return <LoadFailed text={t('ordersLoadFailed')} onRetry={() => void mutate()} testId="package-orders-error" />;
  if (!data) return <FormSkeleton label={t('loading')} />;
  if (items.length === 0) {
    return (
      <Empty
        icon={IconReceipt}
        title={t('ordersEmptyTitle')}
        body={t('ordersEmptyBody')}
        action={
          <AppLink className="button button-secondary" href="/index/package">
            {t('browse')}
          </AppLink>
        }
      />
    );
  }
  return (
    <>
      <ul className={styles.orders} data-testid="package-orders">
        {items.map((order) => (
          <li key={order.id} className={styles.order}>
            <OrderRow order={order} />
          </li>
        ))}
      </ul>
      {hasMore && (
        <button type="button" className="button button-text more" onClick={() => void setSize(size + 1)} aria-busy={loadingMore || undefined} data-testid="package-orders-more">
          {loadingMore ? t('loadingMore') : t('loadMore')}
        </button>
      )}
    </>
  );
}

function OrderRow({ order }: { order: PackageOrder }) {
  const t = useTranslations('promotions.packages');
  const amount = (value: string, coin: string) => t('amount', { amount: formatAmount(value, { exact: true }), coin });
  return (
    <AppLink className={styles.orderLink} href={`/index/package-orders-detail?id=${order.id}`} testId="package-order-row">
      <span className={styles.orderMain}>
        <span className={styles.orderTitle}>{t('orderLine', { quantity: order.quantity, name: order.name })}</span>
        <span className={styles.orderSub}>
          <Ltr>{formatDate(new Date(order.time))}</Ltr>
        </span>
        <span className={styles.orderSub}>
          {t('priceEach', { price: amount(order.price, order.payCoin) })} · {order.payType === 'points' ? t('payPoints') : t('payToken', { coin: order.payCoin })}
        </span>
      </span>
      <span className={styles.orderSide}>
        <span className={styles.orderAmount}>
          <Ltr>+{amount(order.amount, order.coin)}</Ltr>
        </span>
        <StatusLabel status="success" text={t(`states.${order.state}`)} />
      </span>
    </AppLink>
  );
}
