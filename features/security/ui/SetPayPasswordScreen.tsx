'use client';

import { useAtomValue } from 'jotai';
import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { AccountGate } from '@/components/shell/AccountGate';
import { Button } from '@/components/kit/Button';
import { NavBar } from '@/components/kit/NavBar';
import { PasswordPad } from '@/components/kit/PasswordPad';
import { checkSecondEntry, checkSixDigits } from '@/features/account/contract/fieldRules';
import { payPasswordFlowAtom } from '@/features/security/state/securityFlow';
import type { UserInfo } from '@/lib/state/session';
import { PayPasswordProblem } from './PayPasswordProblem';
import { Saved } from './Saved';
import { useFlowStep } from '@/lib/navigation/useFlowStep';
import { useSavePayPassword } from './useSavePayPassword';
import { useFieldErrors } from '@/components/kit/useFieldErrors';

/**
 * `/setPayPassword`: the new pay password twice, after the current one (/editPayPassword, a
 * change) or the SMS code (/codeCheck, a reset). Without either in memory the user starts over.
 */
export function SetPayPasswordScreen() {
  const t = useTranslations('payPassword');
  return (
    <main className="screen">
      <NavBar title={t('newTitle')} fallback="/payPassword" />
      <AccountGate>{(user) => <NewEntry user={user} />}</AccountGate>
    </main>
  );
}

function NewEntry({ user }: { user: UserInfo }) {
  const t = useTranslations('payPassword');
  const tf = useTranslations('fields');
  const flow = useAtomValue(payPasswordFlowAtom);
  const { save, busy, problem, done } = useSavePayPassword(user);
  const [value, setValue] = useState('');
  const [repeat, setRepeat] = useState('');
  const [errors, setErrors, edited] = useFieldErrors<{ value?: string; repeat?: string }>();
  const ready = (flow?.mode === 'change' && Boolean(flow.old)) || (flow?.mode === 'reset' && Boolean(flow.code));
  useFlowStep(ready, '/payPassword');

  if (done) return <Saved />;
  if (!ready) return null;

  const confirm = async (event: React.FormEvent) => {
    event.preventDefault();
    const first = checkSixDigits(value);
    const second = first ? null : checkSecondEntry(value, repeat);
    setErrors({ value: first ? tf(first) : undefined, repeat: second ? tf(second) : undefined });
    if (first || second) {
      if (second) setRepeat('');
      return;
    }
    await save(value);
  };

  return (
    <form className="form" onSubmit={confirm} noValidate>
      <p className="form-intro">{flow?.mode === 'reset' ? t('resetIntro') : t('newIntro')}</p>
      {problem && <PayPasswordProblem {...problem} />}
      <PasswordPad label={t('newLabel')} value={value} onChange={edited('value', setValue)} error={errors.value} autoFocus testId="pay-pad" />
      <PasswordPad label={t('repeatLabel')} value={repeat} onChange={edited('repeat', setRepeat)} error={errors.repeat} testId="pay-pad-repeat" />
      {user.googleEnabled && <p className="field-hint">{t('googleNext')}</p>}
      <Button type="submit" busy={busy}>
        {t('confirm')}
      </Button>
    </form>
  );
}
