'use client';

import { useRouter } from 'next/navigation';
import { useTranslations } from 'next-intl';
import { useRef, useState } from 'react';
import { Button } from '@/components/kit/Button';
import { NavBar } from '@/components/kit/NavBar';
import { TextField } from '@/components/kit/TextField';
import { failureOf } from '@/lib/api/apiFailure';
import { USER_ERRORS } from '@/lib/contract/userApi';
import { checkNewPassword, checkPasswordPresent, checkRepeat } from '@/features/account/contract/fieldRules';
import { emitApiEvent } from '@/lib/api/events';
import type { UserInfo } from '@/lib/state/session';
import { useAction } from '@/lib/useAction';
import { focusFirstInvalid } from '@/components/kit/focusFirstInvalid';
import { AccountGate } from '@/components/shell/AccountGate';
import { useFailureText } from '@/lib/api/useFailureText';
import { useFieldErrors } from '@/components/kit/useFieldErrors';

type Errors = { old?: string; password?: string; repeat?: string; form?: string };

/** `/password`: sets the login password; the current one is asked only when the account has one. */
export function LoginPasswordScreen() {
  const t = useTranslations('password');
  return (
    <main className="screen">
      <NavBar title={t('title')} fallback="/setUp" />
      <AccountGate>{(user) => <LoginPasswordForm user={user} />}</AccountGate>
    </main>
  );
}

function LoginPasswordForm({ user }: { user: UserInfo }) {
  const t = useTranslations('password');
  const tf = useTranslations('fields');
  const router = useRouter();
  const failureText = useFailureText();
  const form = useRef<HTMLFormElement>(null);
  const [old, setOld] = useState('');
  const [password, setPassword] = useState('');
  const [repeat, setRepeat] = useState('');
  const [errors, setErrors, edited] = useFieldErrors<Errors>();
  const [busy, run] = useAction();

  const needsOld = user.hasPassword;

  const submit = async (event: React.FormEvent) => {
    event.preventDefault();
    const problems = {
      old: needsOld ? checkPasswordPresent(old) : null,
      password: checkNewPassword(password),
      repeat: checkRepeat(password, repeat),
    };
    setErrors(Object.fromEntries(Object.entries(problems).map(([k, p]) => [k, p ? tf(p) : undefined])));
    if (Object.values(problems).some(Boolean)) return focusFirstInvalid(form.current);
    await run(async () => {
      try {
        const [{ setPassword: save }, { refreshUserInfo }] = await Promise.all([import('@/features/account/api/user'), import('@/lib/api/userInfo')]);
        await save(needsOld ? { oldPassword: old, password } : { password });
        await refreshUserInfo();
        emitApiEvent({ type: 'toast', message: '', key: 'password.saved' });
        router.replace('/setUp');
      } catch (error) {
        const failure = failureOf(error);
        if (!failure) throw error;
        const text = failureText(failure) ?? undefined;
        setErrors(failure.code === USER_ERRORS.passwordWrong ? { old: text } : { form: text });
        focusFirstInvalid(form.current);
      }
    });
  };

  return (
    <form ref={form} className="form" onSubmit={submit} noValidate>
      <p className="form-intro">{needsOld ? t('introChange') : t('introSet')}</p>
      {errors.form && (
        <p className="form-error" role="alert">
          {errors.form}
        </p>
      )}
      {needsOld && <TextField label={t('old')} type="password" autoComplete="current-password" value={old} onChange={edited('old', setOld)} error={errors.old} />}
      <TextField label={t('new')} type="password" autoComplete="new-password" value={password} onChange={edited('password', setPassword)} error={errors.password} hint={tf('passwordHint')} />
      <TextField label={t('repeat')} type="password" autoComplete="new-password" value={repeat} onChange={edited('repeat', setRepeat)} error={errors.repeat} />
      <Button type="submit" busy={busy}>
        {t('submit')}
      </Button>
    </form>
  );
}
