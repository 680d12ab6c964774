'use client';

import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { Button } from '@/components/kit/Button';
import { NavBar } from '@/components/kit/NavBar';
import { PasswordPad } from '@/components/kit/PasswordPad';
import { checkSecondEntry, checkSixDigits } from '@/features/account/contract/fieldRules';
import { emitApiEvent } from '@/lib/api/events';
import { hasPin } from '@/lib/state/hasPin';
import { useAction } from '@/lib/useAction';
import { syncPinFlag } from './syncPinFlag';
import { useFieldErrors } from '@/components/kit/useFieldErrors';
import { useFieldError } from '@/components/kit/useFieldError';

type Stage = 'overview' | 'verifyForChange' | 'verifyForOff' | 'new';

const pinStore = () => import('@/features/security/pin/pinStore');

/**
 * `/pinset` (SPEC §4): the device's app-lock PIN. Turning it on takes a new 6-digit PIN twice;
 * changing it or turning it off takes the current one first. It is stored only as a salted slow
 * hash (features/security/pin/pinHash.ts) and cannot be recovered.
 */
export function PinSetScreen() {
  const t = useTranslations('pin');
  const [on, setOn] = useState(() => hasPin());
  const [stage, setStage] = useState<Stage>('overview');

  const finish = (enabled: boolean, key: string) => {
    setOn(enabled);
    setStage('overview');
    emitApiEvent({ type: 'toast', message: '', key });
    void syncPinFlag(enabled);
  };

  return (
    <main className="screen">
      <NavBar title={t('setTitle')} fallback="/index/mypage" />
      {stage === 'overview' && (
        <>
          <section className="card">
            <p className="card-kicker">{t('status')}</p>
            <p className="card-title" data-testid="pin-status">
              {on ? t('on') : t('off')}
            </p>
            <p className="card-body">{t('about')}</p>
          </section>
          <div className="actions">
            {on ? (
              <>
                <Button onClick={() => setStage('verifyForChange')}>{t('change')}</Button>
                <Button variant="secondary" onClick={() => setStage('verifyForOff')}>
                  {t('turnOff')}
                </Button>
              </>
            ) : (
              <Button onClick={() => setStage('new')}>{t('turnOn')}</Button>
            )}
          </div>
          <p className="footnote">{t('lostNote')}</p>
        </>
      )}
      {(stage === 'verifyForChange' || stage === 'verifyForOff') && (
        <VerifyCurrent
          onCancel={() => setStage('overview')}
          onVerified={async () => {
            if (stage === 'verifyForChange') return setStage('new');
            await (await pinStore()).clearPin();
            finish(false, 'pin.turnedOff');
          }}
        />
      )}
      {stage === 'new' && (
        <NewPin
          onCancel={() => setStage('overview')}
          onSaved={() => finish(true, on ? 'pin.changed' : 'pin.turnedOn')}
        />
      )}
    </main>
  );
}

function VerifyCurrent({ onVerified, onCancel }: { onVerified: () => Promise<void>; onCancel: () => void }) {
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
      if (await (await pinStore()).checkPin(pin)) return onVerified();
      setPin('');
      setError(t('wrong'));
    });
  };

  return (
    <form className="form" onSubmit={submit} noValidate>
      <PasswordPad label={t('currentLabel')} value={pin} onChange={edited(setPin)} error={error} autoFocus testId="pin-pad" />
      <Button type="submit" busy={busy}>
        {t('next')}
      </Button>
      <Button variant="text" onClick={onCancel}>
        {t('cancel')}
      </Button>
    </form>
  );
}

function NewPin({ onSaved, onCancel }: { onSaved: () => void; onCancel: () => void }) {
  const t = useTranslations('pin');
  const tf = useTranslations('fields');
  const [pin, setPin] = useState('');
  const [repeat, setRepeat] = useState('');
  const [errors, setErrors, edited] = useFieldErrors<{ pin?: string; repeat?: string }>();
  const [busy, run] = useAction();

  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    const first = checkSixDigits(pin);
    const second = first ? null : checkSecondEntry(pin, repeat);
    setErrors({ pin: first ? tf(first) : undefined, repeat: second ? tf(second) : undefined });
    if (first || second) {
      if (second) setRepeat('');
      return;
    }
    void run(async () => {
      await (await pinStore()).savePin(pin);
      onSaved();
    });
  };

  return (
    <form className="form" onSubmit={submit} noValidate>
      <p className="form-intro">{t('newIntro')}</p>
      <PasswordPad label={t('newLabel')} value={pin} onChange={edited('pin', setPin)} error={errors.pin} autoFocus testId="pin-pad" />
      <PasswordPad label={t('repeatLabel')} value={repeat} onChange={edited('repeat', setRepeat)} error={errors.repeat} testId="pin-pad-repeat" />
      <p className="field-hint">{t('lostNote')}</p>
      <Button type="submit" busy={busy}>
        {t('save')}
      </Button>
      <Button variant="text" onClick={onCancel}>
        {t('cancel')}
      </Button>
    </form>
  );
}
