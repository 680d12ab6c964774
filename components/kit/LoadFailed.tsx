'use client';

import { useTranslations } from 'next-intl';

/** A load that failed: what did not load, and a retry. */
export function LoadFailed({ text, onRetry, testId }: { text: string; onRetry: () => void; testId?: string }) {
  const t = useTranslations('common');
  return (
    <div className="notice notice-error" role="alert" data-testid={testId}>
      <p>{text}</p>
      <button type="button" className="button button-secondary" onClick={onRetry}>
        {t('retry')}
      </button>
    </div>
  );
}
