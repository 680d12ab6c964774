'use client';

import { useTranslations } from 'next-intl';
import { LoadFailed } from '@/components/kit/LoadFailed';

/** The loading and failed states while a help page's texts arrive. */
export function HelpStatus({ status, onRetry, what }: { status: 'loading' | 'failed'; onRetry: () => void; what: string }) {
  const t = useTranslations('common');
  if (status === 'failed') return <LoadFailed text={what} onRetry={onRetry} testId="help-failed" />;
  return <div className="spinner spinner-center" role="status" aria-label={t('loading')} />;
}
