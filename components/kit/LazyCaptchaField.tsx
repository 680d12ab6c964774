'use client';

import { useTranslations } from 'next-intl';
import { lazy, Suspense } from 'react';
import type { CaptchaFieldProps } from './CaptchaField';

const CaptchaField = lazy(() => import('./CaptchaField').then((m) => ({ default: m.CaptchaField })));

/**
 * The captcha of a screen that sends SMS codes, loaded only when the server asks for it (most
 * people never see it), so it stays out of those screens' first load (the JS budget).
 *
 * @example {captcha.field && <LazyCaptchaField {...captcha.field} />}
 */
export function LazyCaptchaField(props: CaptchaFieldProps) {
  const t = useTranslations('common');
  return (
    <Suspense fallback={<div className="spinner" role="status" aria-label={t('loading')} />}>
      <CaptchaField {...props} />
    </Suspense>
  );
}
