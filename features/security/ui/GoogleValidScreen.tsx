'use client';

import { useSetAtom } from 'jotai';
import { useRouter, useSearchParams } from 'next/navigation';
import { useTranslations } from 'next-intl';
import { useEffect, useState } from 'react';
import { AccountGate } from '@/components/shell/AccountGate';
import { Button } from '@/components/kit/Button';
import { NavBar } from '@/components/kit/NavBar';
import { PasswordPad } from '@/components/kit/PasswordPad';
import { checkCode } from '@/features/account/contract/fieldRules';
import { safeRedirect } from '@/lib/routes';
import { googleCodeAtom } from '@/features/security/state/securityFlow';
import { useFieldError } from '@/components/kit/useFieldError';

/**
 * `/googleValid?next=/path`: asks the Google code for a sensitive action, keeps it in memory
 * (features/security/state/securityFlow.ts) and returns to `next`, whose call carries the code; the server checks
 * it there (each code works once, so it is not checked twice).
 */
export function GoogleValidScreen() {
  const t = useTranslations('google');
  return (
    <main className="screen">
      <NavBar title={t('validTitle')} fallback="/setUp" />
      <AccountGate>{(user) => <CodeEntry enabled={user.googleEnabled} />}</AccountGate>
    </main>
  );
}

function CodeEntry({ enabled }: { enabled: boolean }) {
  const t = useTranslations('google');
  const tf = useTranslations('fields');
  const router = useRouter();
  const next = safeRedirect(useSearchParams().get('next'), '/setUp');
  const setCodeEntry = useSetAtom(googleCodeAtom);
  const [code, setCode] = useState('');
  const [error, setError, edited] = useFieldError();

  // Nothing to verify without Google verification: go on.
  useEffect(() => {
    if (!enabled) router.replace(next);
  }, [enabled, next, router]);
  if (!enabled) return null;

  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    const problem = checkCode(code);
    setError(problem ? tf(problem) : null);
    if (problem) return;
    setCodeEntry({ code: code.trim(), at: Date.now() });
    router.replace(next);
  };

  return (
    <form className="form" onSubmit={submit} noValidate>
      <p className="form-intro">{t('validIntro')}</p>
      <PasswordPad label={t('codeLabel')} value={code} onChange={edited(setCode)} error={error} masked={false} autoComplete="one-time-code" autoFocus testId="google-pad" />
      <Button type="submit">{t('continue')}</Button>
    </form>
  );
}
