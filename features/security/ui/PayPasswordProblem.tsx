'use client';

import { AppLink } from '@/components/kit/AppLink';
import { useTranslations } from 'next-intl';

/**
 * A pay password failure as the screen shows it: the message, and what the user can do about it
 * (a lock can be waited out or the pay password reset by SMS code).
 */
export function PayPasswordProblem({ text, locked, retry }: { text: string | null; locked: boolean; retry?: { href: string; label: 'code' | 'old' | 'hub' } }) {
  const t = useTranslations('payPassword');
  if (!text && !locked) return null;
  return (
    <div className={`notice ${locked ? 'notice-locked' : 'notice-error'}`} role="alert" data-testid="pay-password-problem">
      {text && <p>{text}</p>}
      {locked && (
        <p>
          <AppLink href="/forgetPayPass">{t('lockedReset')}</AppLink>
        </p>
      )}
      {retry && (
        <p>
          <AppLink href={retry.href}>{t(`retry.${retry.label}`)}</AppLink>
        </p>
      )}
    </div>
  );
}
