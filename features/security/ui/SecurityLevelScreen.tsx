'use client';

import { IconCircleCheck } from '@tabler/icons-react';
import { Suspense, type ReactNode } from 'react';
import { AppLink } from '@/components/kit/AppLink';
import { useTranslations } from 'next-intl';
import { AccountGate } from '@/components/shell/AccountGate';
import { NavBar } from '@/components/kit/NavBar';
import type { UserInfo } from '@/lib/state/session';


/**
 * `/securityLevel` (SPEC §4): the account's level (1 to 3) as a meter with text, and what raises
 * it: a pay password (level 2), then Google two-step verification (level 3). Below, the KYC level
 * and its application (features/kyc, which the page passes in as `kyc`, loaded after this screen's first paint),
 * and the stock pre-purchase application.
 */
export function SecurityLevelScreen({ kyc }: { kyc: ReactNode }) {
  const t = useTranslations('securityLevel');
  return (
    <main className="screen">
      <NavBar title={t('title')} fallback="/setUp" />
      <AccountGate>{(user) => <SecurityLevel user={user} kyc={kyc} />}</AccountGate>
    </main>
  );
}

function SecurityLevel({ user, kyc }: { user: UserInfo; kyc: ReactNode }) {
  const t = useTranslations('securityLevel');
  const level = user.securityLevel;
  const steps = [
    { key: 'payPassword', done: user.payPasswordSet, level: 2, href: '/payPassword' },
    { key: 'google', done: user.googleEnabled, level: 3, href: user.googleEnabled ? '/googleCheck' : '/googleCode' },
  ] as const;
  return (
    <>
      <section className="card level" aria-labelledby="level-heading">
        <h2 id="level-heading" className="card-kicker">
          {t('current')}
        </h2>
        <p className="card-title" data-testid="security-level">
          {t('level', { level })}
        </p>
        <meter className="level-meter" min={0} max={3} low={1.5} high={2.5} optimum={3} value={level} aria-label={t('meterLabel', { level })}>
          {t('level', { level })}
        </meter>
        <p className="level-text">{t(`describe${level}`)}</p>
      </section>
      <h2 className="section-title">{t('raise')}</h2>
      <ul className="steps">
        {steps.map((s) => (
          <li key={s.key} className={`step${s.done ? ' step-done' : ''}`}>
            <span className="step-text">
              <span className="step-title">{t(`${s.key}.title`)}</span>
              <span className="step-hint">{t(`${s.key}.hint`, { level: s.level })}</span>
            </span>
            {s.done ? (
              <span className="step-status">
                <IconCircleCheck className="status-icon" aria-hidden="true" />
                {t('done')}
              </span>
            ) : (
              <AppLink className="button button-secondary" href={s.href}>
                {t(`${s.key}.action`)}
              </AppLink>
            )}
          </li>
        ))}
      </ul>
      <p className="footnote">{t('kycNote')}</p>
      <Suspense fallback={null}>{kyc}</Suspense>
    </>
  );
}
