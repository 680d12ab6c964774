'use client';

import { useAtomValue } from 'jotai';
import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { AccountGate } from '@/components/shell/AccountGate';
import { Button } from '@/components/kit/Button';
import { NavBar } from '@/components/kit/NavBar';
import { PasswordPad } from '@/components/kit/PasswordPad';
import { checkSecondEntry } from '@/features/account/contract/fieldRules';
import { payPasswordFlowAtom } from '@/features/security/state/securityFlow';
import type { UserInfo } from '@/lib/state/session';
import { AlreadySet } from './FirstSetPayPasswordScreen';
import { PayPasswordProblem } from './PayPasswordProblem';
import { Saved } from './Saved';
import { useFlowStep } from '@/lib/navigation/useFlowStep';
import { useSavePayPassword } from './useSavePayPassword';
import { useFieldError } from '@/components/kit/useFieldError';

/**
 * `/rePayPassword`: the second entry of a new pay password; when both match it is set (with a
 * Google code first when Google verification is on). Without a first entry in memory (a reload,
 * a direct visit) the user starts at the first entry.
 */
export function RePayPasswordScreen() {
  const t = useTranslations('payPassword');
  return (
    <main className="screen">
      <NavBar title={t('setTitle')} fallback="/payPassword" />
      <AccountGate>{(user) => <SecondEntry user={user} />}</AccountGate>
    </main>
  );
}

function SecondEntry({ user }: { user: UserInfo }) {
  const t = useTranslations('payPassword');
  const tf = useTranslations('fields');
  const flow = useAtomValue(payPasswordFlowAtom);
  const { save, busy, problem, done } = useSavePayPassword(user);
  const [value, setValue] = useState('');
  const [error, setError, edited] = useFieldError();
  const first = flow?.mode === 'set' ? flow.first : undefined;
  useFlowStep(Boolean(first), '/firstSetPayPassword');

  if (done) return <Saved />;
  if (user.payPasswordSet) return <AlreadySet />;
  if (!first) return null;

  const confirm = async (event: React.FormEvent) => {
    event.preventDefault();
    const mismatch = checkSecondEntry(first, value);
    setError(mismatch ? tf(mismatch) : null);
    if (mismatch) {
      setValue('');
      return;
    }
    await save(value);
  };

  return (
    <form className="form" onSubmit={confirm} noValidate>
      <p className="form-intro">{t('repeatIntro')}</p>
      {problem && <PayPasswordProblem {...problem} />}
      <PasswordPad label={t('repeatLabel')} value={value} onChange={edited(setValue)} error={error} autoFocus testId="pay-pad" />
      {user.googleEnabled && <p className="field-hint">{t('googleNext')}</p>}
      <Button type="submit" busy={busy}>
        {t('confirm')}
      </Button>
    </form>
  );
}
