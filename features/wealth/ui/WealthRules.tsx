'use client';

import { useTranslations } from 'next-intl';
import styles from './Wealth.module.css';

/**
 * The rules of a product, on its screens (SPEC §4, §6): when interest starts and how it is counted,
 * how an on-demand or a fixed order ends, the early-redemption rule, the quota, and qualification
 * when the product asks for it. Without a product: the rules of every kind (the category screens).
 */
export function WealthRules({ product }: { product?: { termDays: number | null; qualifiedOnly: boolean } }) {
  const t = useTranslations('wealth');
  const onDemand = !product || product.termDays === null;
  const fixed = !product || product.termDays !== null;
  return (
    <section className={styles.section} aria-labelledby="wealth-rules">
      <h2 id="wealth-rules" className={styles.sectionTitle}>
        {t('rules')}
      </h2>
      <ul className={styles.rules} data-testid="wealth-rules">
        <li>{t('ruleValueDate')}</li>
        <li>{t('ruleDaily')}</li>
        {onDemand && <li>{t('ruleOnDemand')}</li>}
        {fixed && <li>{t('ruleFixed')}</li>}
        {fixed && <li>{t('ruleEarly')}</li>}
        <li>{t('ruleQuota')}</li>
        {(!product || product.qualifiedOnly) && <li>{t('ruleQualified')}</li>}
      </ul>
    </section>
  );
}
