'use client';

import { IconLock } from '@tabler/icons-react';
import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { Button } from '@/components/kit/Button';
import { PasswordPad } from '@/components/kit/PasswordPad';
import { checkSixDigits } from '@/features/account/contract/fieldRules';
import { closePinScreen } from '@/lib/native/bridge';
import { checkPin } from '@/features/security/pin/pinStore';
import { useAction } from '@/lib/useAction';
import { useFieldError } from '@/components/kit/useFieldError';

/**
 * The PIN lock (SPEC §4): the app's content stays behind it until the right PIN is entered. There
 * is no way around it: a lost PIN can only be cleared by clearing the app's data (reinstalling) and
 * importing the wallet again from its mnemonic, and the screen says so.
 */
export function PinLockScreen({ onUnlock, overlay = false }: { onUnlock: () => void; overlay?: boolean }) {
  const t = useTranslations('pin');
  const tf = useTranslations('fields');
  const [pin, setPin] = useState('');
  const [error, setError, edited] = useFieldError();
  const [busy, run] = useAction();

  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    const problem = checkSixDigits(pin);
    setError(problem ? tf(problem) : null);
    if (problem) return;
    void run(async () => {
      if (await checkPin(pin)) {
        await closePinScreen().catch((e) => console.warn('native PIN screen not closed', e));
        onUnlock();
        return;
      }
      setPin('');
      setError(t('wrong'));
    });
  };

  const body = (
    <form className="form lock-form" onSubmit={submit} noValidate>
      <span className="lock-icon" aria-hidden="true">
        <IconLock className="icon" aria-hidden="true" />
      </span>
      <h1 className="lock-title" id="pin-lock-title">
        {t('lockTitle')}
      </h1>
      <PasswordPad label={t('lockLabel')} value={pin} onChange={edited(setPin)} error={error} autoFocus testId="pin-lock-pad" />
      <Button type="submit" busy={busy}>
        {t('unlock')}
      </Button>
      <p className="footnote lock-note">{t('lostNote')}</p>
    </form>
  );

  if (!overlay) return <main className="screen lock-screen">{body}</main>;
  return (
    <div className="lock-overlay" role="dialog" aria-modal="true" aria-labelledby="pin-lock-title" data-testid="pin-lock">
      {body}
    </div>
  );
}
