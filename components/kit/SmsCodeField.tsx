'use client';

import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { useKeptState } from '@/lib/state/keptState';
import { useCountdown } from '@/lib/useCountdown';
import { TextField } from './TextField';

/**
 * The SMS verification code and its send button. `onSend` checks what it needs (the phone), sends,
 * and returns the seconds before another code may be sent, or null when nothing was sent. The
 * countdown survives going back to the page.
 */
export function SmsCodeField({
  value,
  onChange,
  error,
  onSend,
  label,
}: {
  value: string;
  onChange: (value: string) => void;
  error?: string | null;
  onSend: () => Promise<number | null>;
  label?: string;
}) {
  const t = useTranslations('kit.sms');
  const [resendAt, setResendAt] = useKeptState('smsResendAt', 0);
  const [sent, setSent] = useKeptState('smsSent', false);
  const [sending, setSending] = useState(false);
  const left = useCountdown(resendAt);

  const send = async () => {
    if (sending || left > 0) return;
    setSending(true);
    try {
      const wait = await onSend();
      if (wait !== null) {
        setResendAt(Date.now() + wait * 1000);
        setSent(true);
      }
    } catch {
      // The client has shown the server's message; the user can send again.
    } finally {
      setSending(false);
    }
  };

  return (
    <TextField
      label={label ?? t('label')}
      value={value}
      onChange={(v) => onChange(v.replace(/\D/g, '').slice(0, 6))}
      error={error}
      hint={sent ? t('sent') : undefined}
      inputMode="numeric"
      autoComplete="one-time-code"
      maxLength={6}
      end={
        <button type="button" className="button button-secondary field-action" onClick={send} disabled={sending || left > 0} aria-busy={sending || undefined} data-testid="send-code">
          {left > 0 ? t('resendIn', { seconds: left }) : sent ? t('resend') : t('send')}
        </button>
      }
    />
  );
}
