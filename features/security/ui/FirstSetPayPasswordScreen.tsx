'use client';

import { AppLink } from '@/components/kit/AppLink';
import { useSetAtom } from 'jotai';
import { useRouter, useSearchParams } from 'next/navigation';
import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { AccountGate } from '@/components/shell/AccountGate';
import { Button } from '@/components/kit/Button';
import { NavBar } from '@/components/kit/NavBar';
import { PasswordPad } from '@/components/kit/PasswordPad';
import { checkSixDigits } from '@/features/account/contract/fieldRules';
import { payPasswordFlowAtom } from '@/features/security/state/securityFlow';
import { safeRedirect } from '@/lib/routes';
import { useFieldError } from '@/components/kit/useFieldError';

/**
 * `/firstSetPayPassword?next=/send…`: the first of the two entries of a new pay password (kept in
 * memory only). `next` is the screen that asked for it, where the flow ends once it is saved.
 */
export function FirstSetPayPasswordScreen() {
  const t = useTranslations('payPassword');
  return (
    <main className="screen">
      <NavBar title={t('setTitle')} fallback="/payPassword" />
      <AccountGate>{(user) => (user.payPasswordSet ? <AlreadySet /> : <FirstEntry />)}</AccountGate>
    </main>
  );
}

export function AlreadySet() {
  const t = useTranslations('payPassword');
  return (
    <div className="notice">
      <p>{t('alreadySet')}</p>
      <p>
        <AppLink href="/payPassword">{t('toHub')}</AppLink>
      </p>
    </div>
  );
}

function FirstEntry() {
  const t = useTranslations('payPassword');
  const tf = useTranslations('fields');
  const router = useRouter();
  const setFlow = useSetAtom(payPasswordFlowAtom);
  const next = useSearchParams().get('next');
  const returnTo = next ? safeRedirect(next, '') || undefined : undefined;
  const [value, setValue] = useState('');
  const [error, setError, edited] = useFieldError();

  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    const problem = checkSixDigits(value);
    setError(problem ? tf(problem) : null);
    if (problem) return;
    setFlow({ mode: 'set', first: value, returnTo });
    router.push('/rePayPassword');
  };

  return (
    <form className="form" onSubmit={submit} noValidate>
      <p className="form-intro">{t('setIntro')}</p>
      <PasswordPad label={t('newLabel')} value={value} onChange={edited(setValue)} error={error} autoFocus testId="pay-pad" />
      <Button type="submit">{t('next')}</Button>
    </form>
  );
}
