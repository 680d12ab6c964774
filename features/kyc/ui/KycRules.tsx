'use client';

import { useTranslations } from 'next-intl';
import type { KycStatus } from '@/features/kyc/contract/kycApi';
import { formatAmount } from '@/lib/format/formatAmount';
import styles from './Kyc.module.css';
import { useCountryOptions } from './useCountryOptions';

/**
 * The rules in force, from the server, stated before the user applies: the USDT balance needed
 * (SPEC §5) beside theirs, the certification fee, the minimum age, the countries whose residents are
 * refused (the list the service agreement says the app publishes), and the uploads left.
 */
export function KycRules({ status }: { status: KycStatus }) {
  const t = useTranslations('kyc');
  const { name } = useCountryOptions();
  const { rules } = status;
  return (
    <section aria-labelledby="kyc-rules">
      <h2 id="kyc-rules" className="field-label">
        {t('rules')}
      </h2>
      <ul className={styles.rules} data-testid="kyc-rules">
        <li>{t('ruleUsdt', { minimum: rules.minUsdt, balance: formatAmount(rules.usdtBalance, { trim: true }) })}</li>
        <li>{rules.fee === '0' ? t('ruleFeeNone') : t('ruleFee', { fee: rules.fee })}</li>
        <li>{t('ruleAge', { minAge: rules.minAge })}</li>
        {rules.refusedCountries.length > 0 && <li>{t('refusedNote', { countries: rules.refusedCountries.map(name).join(', ') })}</li>}
        <li>{t('ruleUploads', { left: rules.uploadsLeft })}</li>
      </ul>
    </section>
  );
}
