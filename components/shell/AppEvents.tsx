'use client';

import { useRouter } from 'next/navigation';
import { useTranslations } from 'next-intl';
import { useEffect, useRef, useState } from 'react';
import { onApiEvent, type ApiEvent } from '@/lib/api/events';

type Toast = { id: number; text: string };
const TOAST_MS = 3000;

/**
 * Shows what the API layer reports: a toast (translated when the server gave a known message key,
 * else the server's own text), the loading indicator, and the 10001 redirect.
 */
export function AppEvents() {
  const router = useRouter();
  const t = useTranslations();
  const [toast, setToast] = useState<Toast | null>(null);
  const [pending, setPending] = useState(0);
  const seq = useRef(0);

  useEffect(
    () =>
      onApiEvent((event: ApiEvent) => {
        if (event.type === 'loading') setPending((n) => Math.max(0, n + event.delta));
        else if (event.type === 'navigate') router.replace(event.to);
        else {
          const text = event.key && t.has(event.key) ? t(event.key, event.params) : event.message || t('errors.server');
          setToast({ id: ++seq.current, text });
        }
      }),
    [router, t],
  );

  useEffect(() => {
    if (!toast) return;
    const timer = setTimeout(() => setToast((current) => (current?.id === toast.id ? null : current)), TOAST_MS);
    return () => clearTimeout(timer);
  }, [toast]);

  return (
    <>
      <div className="toast-region" role="status" aria-live="polite">
        {toast && (
          <div key={toast.id} className="toast" data-testid="toast">
            {toast.text}
          </div>
        )}
      </div>
      {pending > 0 && (
        <div className="loading-bar" role="progressbar" aria-label={t('common.loading')} data-testid="loading" />
      )}
    </>
  );
}
