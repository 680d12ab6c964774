'use client';

import { useTranslations } from 'next-intl';
import { LoadFailed } from '@/components/kit/LoadFailed';
import { useOnline } from '@/lib/useOnline';

/** A content load that failed, with a retry; says "offline" when the device is. */
export function ContentFailed({ text, onRetry, testId }: { text: string; onRetry: () => void; testId?: string }) {
  const t = useTranslations('content');
  const online = useOnline();
  return <LoadFailed text={online ? text : t('offline')} onRetry={onRetry} testId={testId} />;
}
