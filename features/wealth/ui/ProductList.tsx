'use client';

import { IconChartPie } from '@tabler/icons-react';
import { useTranslations } from 'next-intl';
import { AppLink } from '@/components/kit/AppLink';
import { Empty } from '@/components/kit/Empty';
import { LoadFailed } from '@/components/kit/LoadFailed';
import { Ltr } from '@/components/kit/Ltr';
import { CoinIcon } from '@/components/kit/CoinIcon';
import { useProducts } from '@/features/wealth/api/wealth';
import type { WealthProduct } from '@/features/wealth/contract/wealthApi';
import type { WealthCategory } from '@/features/wealth/contract/wealthRules';
import { formatAmount } from '@/lib/format/formatAmount';
import { parseAmount } from '@/lib/wallet/amount/parseAmount';
import styles from './Wealth.module.css';
import { useWealthWords } from './useWealthWords';

/** Products on sale (of one category, or all), best rate first, each a card leading to its detail. */
export function ProductList({ category }: { category: WealthCategory | null }) {
  const t = useTranslations('wealth');
  const { data, error, mutate } = useProducts(category);
  if (error && !data) return <LoadFailed text={t('loadFailed')} onRetry={() => void mutate()} testId="products-error" />;
  if (!data) {
    return (
      <ul className={styles.products} aria-busy="true" aria-label={t('loading')}>
        {[0, 1].map((n) => (
          <li key={n} className={`form-skeleton ${styles.skeleton}`} />
        ))}
      </ul>
    );
  }
  if (data.items.length === 0) return <Empty icon={IconChartPie} title={t('noProducts')} body={t('noProductsBody')} />;
  return (
    <ul className={styles.products} data-testid="products">
      {data.items.map((product) => (
        <li key={product.id}>
          <ProductCard product={product} />
        </li>
      ))}
    </ul>
  );
}

function ProductCard({ product: p }: { product: WealthProduct }) {
  const t = useTranslations('wealth');
  const words = useWealthWords();
  return (
    <AppLink className={styles.product} href={`/plandetail?id=${p.id}`} testId="product">
      <span className={styles.productHead}>
        <CoinIcon symbol={p.coin} />
        <span className={styles.productName}>{words.title(p)}</span>
        <ProductBadges product={p} />
      </span>
      <span className={styles.productBody}>
        <span className={styles.rate}>
          <span className={styles.rateValue}>
            <Ltr>{words.rate(p.annualRate)}</Ltr>
          </span>
          <span className={styles.rateLabel}>{t('annualRate')}</span>
        </span>
        <span className={styles.productMeta}>
          <span>{words.term(p.termDays)}</span>
          <span>
            {t('minAmount')} <Ltr>{words.amount(p.minAmount, p.coin)}</Ltr>
          </span>
        </span>
      </span>
      <QuotaBar product={p} />
    </AppLink>
  );
}

/** "Qualified investors" and "Closed", when they apply. */
export function ProductBadges({ product }: { product: WealthProduct }) {
  const t = useTranslations('wealth');
  if (!product.qualifiedOnly && product.status === 'open') return null;
  return (
    <span className={styles.badges}>
      {product.qualifiedOnly && (
        <span className={styles.badgeQualified} data-testid="badge-qualified">
          {t('qualifiedBadge')}
        </span>
      )}
      {product.status === 'closed' && <span className={styles.badgeClosed}>{t('closedBadge')}</span>}
    </span>
  );
}

/** The remaining quota as a bar and "90,000 of 100,000 USDT left". */
export function QuotaBar({ product: p }: { product: WealthProduct }) {
  const t = useTranslations('wealth');
  // Proportion in per mille, from exact decimals (any decimals the coin has; 18 covers them all).
  const quota = parseAmount(p.quota, 18);
  const left = parseAmount(p.remainingQuota, 18);
  const perMille = quota > 0n ? Number((left * 1000n) / quota) : 0;
  return (
    <span className={styles.quota}>
      <span className={styles.quotaBar} aria-hidden="true">
        <span className={styles.quotaFill} style={{ width: `${perMille / 10}%` }} />
      </span>
      <span className={styles.quotaText} data-testid="product-quota">
        {t('remainingQuota')}: <Ltr>{t('remainingLine', { remaining: formatAmount(p.remainingQuota, { trim: true }), quota: formatAmount(p.quota, { trim: true }), coin: p.coin })}</Ltr>
      </span>
    </span>
  );
}
