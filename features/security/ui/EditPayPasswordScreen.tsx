'use client';

import { AppLink } from '@/components/kit/AppLink';
import { useSetAtom } from 'jotai';
import { useRouter } from 'next/navigation';
import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { AccountGate } from '@/components/shell/AccountGate';
import { Button } from '@/components/kit/Button';
import { NavBar } from '@/components/kit/NavBar';
import { PasswordPad } from '@/components/kit/PasswordPad';
import { failureOf } from '@/lib/api/apiFailure';
import { checkSixDigits } from '@/features/account/contract/fieldRules';
import { payPasswordFlowAtom } from '@/features/security/state/securityFlow';
import { useAction } from '@/lib/useAction';
import { PayPasswordProblem } from './PayPasswordProblem';
import { usePayPasswordFailure } from '@/components/kit/usePayPasswordFailure';
import { useFieldError } from '@/components/kit/useFieldError';

/**
 * `/editPayPassword`: the current pay password, checked at once (a wrong one says how many tries
 * are left; too many lock it, and the screen says for how long), then /setPayPassword.
 */
export function EditPayPasswordScreen() {
  const t = useTranslations('payPassword');
  return (
    <main className="screen">
      <NavBar title={t('changeTitle')} fallback="/payPassword" />
      <AccountGate>{(user) => (user.payPasswordSet ? <OldEntry /> : <NotSet />)}</AccountGate>
    </main>
  );
}

export function NotSet() {
  const t = useTranslations('payPassword');
  return (
    <div className="notice">
      <p>{t('notSetYet')}</p>
      <p>
        <AppLink href="/firstSetPayPassword">{t('set')}</AppLink>
      </p>
    </div>
  );
}

function OldEntry() {
  const t = useTranslations('payPassword');
  const tf = useTranslations('fields');
  const router = useRouter();
  const setFlow = useSetAtom(payPasswordFlowAtom);
  const describe = usePayPasswordFailure();
  const [value, setValue] = useState('');
  const [error, setError, edited] = useFieldError();
  const [problem, setProblem] = useState<{ text: string | null; locked: boolean } | null>(null);
  const [busy, run] = useAction();

  const next = async (event: React.FormEvent) => {
    event.preventDefault();
    const invalid = checkSixDigits(value);
    setError(invalid ? tf(invalid) : null);
    if (invalid) return;
    setProblem(null);
    await run(async () => {
      try {
        const { checkPayPassword } = await import('@/features/security/api/payPassword');
        await checkPayPassword(value);
        setFlow({ mode: 'change', old: value });
        router.push('/setPayPassword');
      } catch (e) {
        const failure = failureOf(e);
        if (!failure) throw e;
        setValue('');
        setProblem(describe(failure));
      }
    });
  };

  return (
    <form className="form" onSubmit={next} noValidate>
      <p className="form-intro">{t('oldIntro')}</p>
      {problem && <PayPasswordProblem {...problem} />}
      <PasswordPad label={t('oldLabel')} value={value} onChange={edited(setValue)} error={error} autoFocus testId="pay-pad" />
      <Button type="submit" busy={busy}>
        {t('next')}
      </Button>
      <p className="form-links">
        <AppLink href="/forgetPayPass">{t('forgot')}</AppLink>
      </p>
    </form>
  );
}
