'use client';

import { useTranslations } from 'next-intl';
import type { CaptchaResult } from '@/features/account/contract/user';
import { TextField } from './TextField';

export type CaptchaFieldProps = {
  value: string;
  onChange: (value: string) => void;
  /** The image to show; null while none is loaded (the button then offers to load one). */
  challenge: CaptchaResult | null;
  /** Loads a new image (and clears the answer). */
  onRefresh: () => void;
  error?: string | null;
  hint?: string;
  /** Takes the focus when it appears, e.g. when the server has just asked for it. */
  autoFocus?: boolean;
};

/**
 * An image captcha: its labelled answer input and, beside it, the image, which loads a new one
 * when tapped. The image's id rides on `data-captcha-id` (the end-to-end tests read the answer by it).
 */
export function CaptchaField({ value, onChange, challenge, onRefresh, error, hint, autoFocus }: CaptchaFieldProps) {
  const t = useTranslations('kit.captcha');
  return (
    <TextField
      label={t('label')}
      value={value}
      onChange={onChange}
      error={error}
      hint={hint}
      autoComplete="off"
      autoFocus={autoFocus}
      maxLength={16}
      end={
        <button type="button" className="captcha" onClick={onRefresh} data-testid="captcha-refresh">
          {challenge ? (
            <img src={challenge.image} alt={t('alt')} data-captcha-id={challenge.captchaId} />
          ) : (
            <span>{t('reload')}</span>
          )}
        </button>
      }
    />
  );
}
