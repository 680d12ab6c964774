'use client';

import { IconCircleCheck, IconCircleX, IconClock } from '@tabler/icons-react';
import { useTranslations } from 'next-intl';
import { AppLink } from '@/components/kit/AppLink';
import { FormSkeleton } from '@/components/kit/FormSkeleton';
import { LoadFailed } from '@/components/kit/LoadFailed';
import { useKycStatus } from '@/features/kyc/api/kyc';
import type { KycStatus } from '@/features/kyc/contract/kycApi';
import { formatDate } from '@/lib/format/formatDate';
import styles from './Kyc.module.css';

/**
 * The KYC part of /securityLevel: the approved KYC level (separate from the security
 * level), the latest application's state — not submitted, waiting for review, approved, rejected
 * with its reason — the qualified-investor state, and the way on (apply, apply again, a higher level).
 */
export function KycStatusCard() {
  const t = useTranslations('kyc');
  const status = useKycStatus();
  if (status.error) return <LoadFailed text={t('loadFailed')} onRetry={() => void status.mutate()} testId="kyc-load-failed" />;
  if (!status.data) return <FormSkeleton label={t('loading')} />;
  return (
    <section className="card" aria-labelledby="kyc-heading" data-testid="kyc-card">
      <h2 id="kyc-heading" className="card-kicker">
        {t('levelTitle')}
      </h2>
      <p className="card-title" data-testid="kyc-level">
        {status.data.level === 0 ? t('levelNone') : t('level', { level: status.data.level })}
      </p>
      <KycStateLines status={status.data} />
      {status.data.level < 3 && status.data.state !== 'pending' && (
        <AppLink className="button button-secondary" href="/levelThreeApply" testId="kyc-apply">
          {status.data.state === 'rejected' ? t('resubmit') : status.data.level === 0 ? t('apply') : t('applyHigher')}
        </AppLink>
      )}
    </section>
  );
}

/** The KYC part of /securityLevel: the card, then the stock pre-purchase application's entry. */
export function KycSection() {
  const t = useTranslations('kyc');
  return (
    <>
      <KycStatusCard />
      <ul className="steps">
        <li className="step">
          <span className="step-text">
            <span className="step-title">{t('stock.title')}</span>
            <span className="step-hint">{t('stock.entryHint')}</span>
          </span>
          <AppLink className="button button-secondary" href="/stockApply" testId="kyc-stock-link">
            {t('stock.open')}
          </AppLink>
        </li>
      </ul>
    </>
  );
}

/** The application's state and the qualified-investor line, as the card and the apply screen show them. */
export function KycStateLines({ status }: { status: KycStatus }) {
  const t = useTranslations('kyc');
  const { latest } = status;
  const Glyph = status.state === 'approved' ? IconCircleCheck : status.state === 'rejected' ? IconCircleX : IconClock;
  return (
    <div className={styles.state}>
      <p className={styles.stateLine}>
        <span>{t('stateLabel')}</span>
        <span className={`status status-${status.state === 'approved' ? 'success' : status.state === 'rejected' ? 'failed' : 'pending'}`} data-testid="kyc-state">
          <Glyph className="status-icon" aria-hidden="true" />
          {t(`state.${status.state}`)}
        </span>
      </p>
      {latest && status.state === 'pending' && (
        <p className="card-body">{t('pendingBody', { level: latest.level, date: formatDate(new Date(latest.submittedAt), 'y-m-d') })}</p>
      )}
      {latest && status.state === 'rejected' && (
        <p className="notice notice-error" role="note" data-testid="kyc-reason">
          {t('rejectedBody', { level: latest.level, reason: latest.reason ?? '' })}
        </p>
      )}
      <p className={styles.stateLine}>
        <span>{t('qualified')}</span>
        <strong data-testid="kyc-qualified">{status.qualifiedBasis ? t(`qualifiedBy.${status.qualifiedBasis}`) : t('qualifiedNo')}</strong>
      </p>
    </div>
  );
}
