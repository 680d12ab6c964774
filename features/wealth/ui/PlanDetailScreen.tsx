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
import { useProduct } from '@/features/wealth/api/wealth';
import type { ProductDetail } from '@/features/wealth/contract/wealthApi';
import { ProductBadges, QuotaBar } from './ProductList';
import styles from './Wealth.module.css';
import { WealthRules } from './WealthRules';
import { useWealthWords } from './useWealthWords';

/**
 * `/plandetail?id=` (login needed, SPEC §6): the product's rate, term, limits and quota, the value
 * and expiry dates an order placed now would get, what the user already holds in it, its rules,
 * and Buy — or why not: closed, or for qualified investors only (with the way to qualify).
 */
export function PlanDetailScreen() {
  const t = useTranslations('wealth');
  const id = useSearchParams().get('id');
  return (
    <main className="screen">
      <NavBar title={t('detailTitle')} fallback="/index/wealth" />
      {id && isDbId(id) ? (
        <AccountGate>{() => <Detail id={id} />}</AccountGate>
      ) : (
        <p className="notice notice-error" role="alert">
          {t('unknownProduct')}
        </p>
      )}
    </main>
  );
}

function Detail({ id }: { id: string }) {
  const t = useTranslations('wealth');
  const { data, error, mutate } = useProduct(id);
  if (error && !data) {
    return failureOf(error)?.key === 'wealth.errors.productUnknown' ? (
      <p className="notice notice-error" role="alert" data-testid="product-unknown">
        {t('unknownProduct')}
      </p>
    ) : (
      <LoadFailed text={t('loadFailed')} onRetry={() => void mutate()} />
    );
  }
  if (!data) return <FormSkeleton label={t('loading')} />;
  return <ProductFacts detail={data} />;
}

function ProductFacts({ detail }: { detail: ProductDetail }) {
  const t = useTranslations('wealth');
  const words = useWealthWords();
  const { product: p, held, qualified } = detail;
  const blocked = p.status === 'closed' ? 'closed' : p.qualifiedOnly && !qualified ? 'qualified' : null;
  return (
    <>
      <section className={styles.hero} aria-labelledby="product-title" data-testid="product-detail">
        <div className={styles.productHead}>
          <h2 id="product-title" className={styles.sectionTitle}>
            {words.title(p)}
          </h2>
          <ProductBadges product={p} />
        </div>
        <div className={styles.rate}>
          <span className={styles.heroRate} data-testid="product-rate">
            <Ltr>{words.rate(p.annualRate)}</Ltr>
          </span>
          <span className={styles.rateLabel}>{t('annualRate')}</span>
        </div>
        <QuotaBar product={p} />
        <dl className="facts">
          <Fact label={t('term')}>{words.term(p.termDays)}</Fact>
          <Fact label={t('minAmount')}>
            <Ltr>{words.amount(p.minAmount, p.coin)}</Ltr>
          </Fact>
          <Fact label={t('maxPerUser')}>{p.maxPerUser === null ? t('noMax') : <Ltr>{words.amount(p.maxPerUser, p.coin)}</Ltr>}</Fact>
          <Fact label={t('held')} testId="product-held">
            <Ltr>{words.amount(held, p.coin)}</Ltr>
          </Fact>
        </dl>
      </section>
      {p.status === 'open' && (
        <section className={styles.section} aria-labelledby="if-bought-now">
          <h2 id="if-bought-now" className={styles.sectionTitle}>
            {t('ifBoughtNow')}
          </h2>
          <dl className="facts">
            <Fact label={t('valueDate')}>
              <Ltr>{words.day(p.valueDate)}</Ltr>
            </Fact>
            {p.expiryDate && (
              <Fact label={t('expiryDate')}>
                <Ltr>{words.day(p.expiryDate)}</Ltr>
              </Fact>
            )}
          </dl>
        </section>
      )}
      {blocked === 'closed' && (
        <p className={`notice notice-warning ${styles.warning}`} role="status" data-testid="product-closed">
          {t('productClosed')}
        </p>
      )}
      {blocked === 'qualified' && (
        <div className={`notice notice-warning ${styles.warning}`} role="status" data-testid="product-not-qualified">
          <p>{t('notQualified')}</p>
          <p>
            <AppLink href="/levelThreeApply" testId="apply-kyc">
              {t('applyKyc')}
            </AppLink>
          </p>
        </div>
      )}
      {blocked === null && (
        <div className="actions">
          <AppLink className="button" href={`/buyploy?id=${p.id}`} testId="product-buy">
            {t('buy')}
          </AppLink>
        </div>
      )}
      <WealthRules product={p} />
    </>
  );
}
