'use client';

import { IconChartPie } from '@tabler/icons-react';
import { useTranslations } from 'next-intl';
import { AppLink } from '@/components/kit/AppLink';
import { Empty } from '@/components/kit/Empty';
import { FormSkeleton } from '@/components/kit/FormSkeleton';
import { LoadFailed } from '@/components/kit/LoadFailed';
import { Ltr } from '@/components/kit/Ltr';
import { NavBar } from '@/components/kit/NavBar';
import { AccountGate } from '@/components/shell/AccountGate';
import { pagedItems } from '@/lib/api/pagedItems';
import { useOrderPages } from '@/features/wealth/api/wealth';
import type { WealthOrder } from '@/features/wealth/contract/wealthApi';
import { ORDER_STATES, type OrderState } from '@/features/wealth/contract/wealthRules';
import { useKeptState } from '@/lib/state/keptState';
import styles from './Wealth.module.css';
import { Holdings } from './WealthScreen';
import { useWealthWords } from './useWealthWords';

/**
 * `/mywealth` (login needed): holdings and earnings per coin, then the orders, unexpired or
 * redeemed (SPEC §4), newest first, a page at a time; a row opens the order.
 */
export function MyWealthScreen() {
  const t = useTranslations('wealth');
  return (
    <main className="screen">
      <NavBar title={t('myWealth')} fallback="/index/wealth" />
      <AccountGate>{() => <Mine />}</AccountGate>
    </main>
  );
}

function Mine() {
  const t = useTranslations('wealth');
  const [tab, setTab] = useKeptState<OrderState>('tab', 'unexpired');
  return (
    <>
      <Holdings linked={false} />
      <div className={styles.tabs} role="tablist" aria-label={t('tabs')}>
        {ORDER_STATES.map((state) => (
          <button
            key={state}
            type="button"
            role="tab"
            id={`tab-${state}`}
            aria-controls={`panel-${state}`}
            aria-selected={tab === state}
            className={styles.tab}
            onClick={() => setTab(state)}
            data-testid={`orders-tab-${state}`}
          >
            {t(state)}
          </button>
        ))}
      </div>
      <div role="tabpanel" id={`panel-${tab}`} aria-labelledby={`tab-${tab}`}>
        <Orders key={tab} state={tab} />
      </div>
    </>
  );
}

function Orders({ state }: { state: OrderState }) {
  const t = useTranslations('wealth');
  const { data, error, size, setSize, isValidating, mutate } = useOrderPages(state);
  // Each order once, even when new ones shift an order onto the next page between two loads.
  const { items, hasMore } = pagedItems(data);
  const loadingMore = isValidating && size > (data?.length ?? 0);
  if (error && items.length === 0) return <LoadFailed text={t('loadFailed')} onRetry={() => void mutate()} testId="orders-error" />;
  if (!data) return <FormSkeleton label={t('loading')} />;
  if (items.length === 0) {
    return (
      <Empty
        icon={IconChartPie}
        title={t(state === 'unexpired' ? 'noOrders' : 'noRedeemed')}
        body={t(state === 'unexpired' ? 'noOrdersBody' : 'noRedeemedBody')}
        action={
          state === 'unexpired' ? (
            <AppLink className="button button-secondary" href="/index/wealth">
              {t('browseProducts')}
            </AppLink>
          ) : undefined
        }
      />
    );
  }
  return (
    <>
      <ul className={styles.orders} data-testid="orders">
        {items.map((order) => (
          <li key={order.id} className={styles.order}>
            <OrderRow order={order} />
          </li>
        ))}
      </ul>
      {hasMore && (
        <button type="button" className="button button-text more" onClick={() => void setSize(size + 1)} aria-busy={loadingMore || undefined} data-testid="orders-more">
          {loadingMore ? t('loadingMore') : t('loadMore')}
        </button>
      )}
    </>
  );
}

function OrderRow({ order }: { order: WealthOrder }) {
  const t = useTranslations('wealth');
  const words = useWealthWords();
  return (
    <AppLink className={styles.orderLink} href={`/ploydetail?id=${order.id}`} testId="order-row">
      <span className={styles.orderMain}>
        <span className={styles.orderTitle}>{words.title(order)}</span>
        <span className={styles.orderSub}>
          <Ltr>{words.rate(order.annualRate)}</Ltr> · {words.term(order.termDays)}
        </span>
        <span className={styles.orderSub}>
          {order.state === 'redeemed' && order.settlement ? t(`settlements.${order.settlement}`) : `${t('valueDate')} `}
          {order.state === 'unexpired' && <Ltr>{words.day(order.valueDate)}</Ltr>}
        </span>
      </span>
      <span className={styles.orderSide}>
        <span className={styles.orderAmount}>
          <Ltr>{words.amount(order.amount, order.coin)}</Ltr>
        </span>
        <span className={styles.orderEarn}>
          <Ltr>+{words.amount(order.totalEarnings, order.coin)}</Ltr>
        </span>
      </span>
    </AppLink>
  );
}
