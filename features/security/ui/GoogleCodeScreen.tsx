'use client';

import { useRouter } from 'next/navigation';
import { useTranslations } from 'next-intl';
import { useEffect, useRef, useState } from 'react';
import { AccountGate } from '@/components/shell/AccountGate';
import { useFailureText } from '@/lib/api/useFailureText';
import { Button } from '@/components/kit/Button';
import { NavBar } from '@/components/kit/NavBar';
import { PasswordPad } from '@/components/kit/PasswordPad';
import { QrCode } from '@/components/kit/QrCode';
import { failureOf } from '@/lib/api/apiFailure';
import { checkCode } from '@/features/account/contract/fieldRules';
import type { GoogleSecret } from '@/features/account/contract/user';
import { emitApiEvent } from '@/lib/api/events';
import { useAction } from '@/lib/useAction';
import { useFieldError } from '@/components/kit/useFieldError';

/**
 * `/googleCode`: turns on Google two-step verification. A new secret is shown as a QR code and as
 * text to copy into an authenticator app; a code from the app confirms it before it is on.
 */
export function GoogleCodeScreen() {
  const t = useTranslations('google');
  return (
    <main className="screen">
      <NavBar title={t('enableTitle')} fallback="/googleCheck" />
      <AccountGate>
        {(user) =>
          user.googleEnabled ? (
            <p className="notice" role="status">
              {t('alreadyOn')}
            </p>
          ) : (
            <EnableGoogle />
          )
        }
      </AccountGate>
    </main>
  );
}

function EnableGoogle() {
  const t = useTranslations('google');
  const tc = useTranslations('common');
  const tf = useTranslations('fields');
  const router = useRouter();
  const failureText = useFailureText();
  const [secret, setSecret] = useState<GoogleSecret | null>(null);
  const [loadFailed, setLoadFailed] = useState(false);
  const [code, setCode] = useState('');
  const [error, setError, edited] = useFieldError();
  const [copied, setCopied] = useState<string | null>(null);
  const [busy, run] = useAction();
  // Each request makes a new pending secret on the server: ask once per visit, even when React
  // runs the effect twice.
  const request = useRef<Promise<GoogleSecret> | null>(null);

  const load = () => {
    setLoadFailed(false);
    request.current = import('@/features/security/api/payPassword').then(({ getGoogleSecret }) => getGoogleSecret());
    request.current.then(setSecret, () => setLoadFailed(true));
  };

  useEffect(() => {
    if (!request.current) load();
  }, []);

  const copy = async () => {
    if (!secret) return;
    let key: 'copySuccess' | 'copyFailed' = 'copySuccess';
    try {
      await navigator.clipboard.writeText(secret.secret);
    } catch {
      key = 'copyFailed';
    }
    setCopied(tc(key));
    emitApiEvent({ type: 'toast', message: '', key: `common.${key}` });
  };

  const enable = async (event: React.FormEvent) => {
    event.preventDefault();
    const problem = checkCode(code);
    setError(problem ? tf(problem) : null);
    if (problem) return;
    await run(async () => {
      try {
        const [api, { refreshUserInfo }] = await Promise.all([import('@/features/security/api/payPassword'), import('@/lib/api/userInfo')]);
        await api.enableGoogle(code.trim());
        await refreshUserInfo().catch((e) => console.warn('user info not refreshed', e));
        emitApiEvent({ type: 'toast', message: '', key: 'google.enabled' });
        router.replace('/securityLevel');
      } catch (e) {
        const failure = failureOf(e);
        if (!failure) throw e;
        setCode('');
        setError(failureText(failure, tf('codeInvalid')));
      }
    });
  };

  if (loadFailed) {
    return (
      <div className="empty">
        <button type="button" className="button" onClick={load}>
          {tc('retry')}
        </button>
      </div>
    );
  }
  if (!secret) return <div className="spinner spinner-center" role="status" aria-label={tc('loading')} />;
  return (
    <form className="form" onSubmit={enable} noValidate>
      <ol className="google-steps">
        <li>{t('step1')}</li>
        <li>{t('step2')}</li>
      </ol>
      <div className="qr-box">
        <QrCode value={secret.otpauthUrl} label={t('qrLabel')} />
      </div>
      <div className="secret">
        <p className="field-label" id="google-secret-label">
          {t('secretLabel')}
        </p>
        <p className="secret-text" aria-labelledby="google-secret-label" dir="ltr" data-testid="google-secret">
          {secret.secret}
        </p>
        <button type="button" className="button button-secondary" onClick={() => void copy()}>
          {t('copy')}
        </button>
        <p className="visually-hidden" role="status">
          {copied}
        </p>
      </div>
      <p className="form-intro">{t('step3')}</p>
      <PasswordPad label={t('codeLabel')} value={code} onChange={edited(setCode)} error={error} masked={false} autoComplete="one-time-code" testId="google-pad" />
      <Button type="submit" busy={busy}>
        {t('enable')}
      </Button>
    </form>
  );
}
