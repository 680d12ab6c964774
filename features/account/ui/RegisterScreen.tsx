'use client';

import { AppLink } from '@/components/kit/AppLink';
import { useSearchParams } from 'next/navigation';
import { useTranslations } from 'next-intl';
import { useRef, useState } from 'react';
import { Button } from '@/components/kit/Button';
import { CaptchaField } from '@/components/kit/CaptchaField';
import { NavBar } from '@/components/kit/NavBar';
import { PhoneField } from '@/components/kit/PhoneField';
import { SmsCodeField } from '@/components/kit/SmsCodeField';
import { TextField } from '@/components/kit/TextField';
import { failureOf } from '@/lib/api/apiFailure';
import { USER_ERRORS } from '@/features/account/contract/userApi';
import { callingCodeOf } from '@/lib/phone/regionCallingCode';
import { checkCode, checkInvite, checkNewPassword, checkRepeat, phoneOf } from '@/features/account/contract/fieldRules';
import { safeRedirect } from '@/lib/routes';
import { useKeptState } from '@/lib/state/keptState';
import { useAction } from '@/lib/useAction';
import { ConsentLine } from '@/components/kit/ConsentLine';
import { focusFirstInvalid } from '@/components/kit/focusFirstInvalid';
import { sendSmsCode } from './sendSmsCode';
import { useFailureText } from '@/lib/api/useFailureText';
import { useFinishLogin } from './useFinishLogin';
import { usePhoneState } from '@/components/kit/usePhoneState';
import { useSmsCaptcha } from './useSmsCaptcha';
import { useFieldErrors } from '@/components/kit/useFieldErrors';

type Errors = { phone?: string; code?: string; password?: string; repeat?: string; invite?: string; form?: string };

/**
 * `/register` (SPEC §2, §5): phone, SMS code, password twice and an optional invite code (from
 * `?invite=`). The new account is logged in and goes where the user first wanted.
 */
export function RegisterScreen() {
  const t = useTranslations('register');
  const tf = useTranslations('fields');
  const params = useSearchParams();
  const redirect = params.get('redirect');
  const finish = useFinishLogin();
  const failureText = useFailureText();
  const form = useRef<HTMLFormElement>(null);

  const [phone, setPhone] = usePhoneState();
  const [code, setCode] = useKeptState('code', '');
  const [password, setPassword] = useState('');
  const [repeat, setRepeat] = useState('');
  const [invite, setInvite] = useKeptState('invite', params.get('invite') ?? '');
  const [errors, setErrors, edited] = useFieldErrors<Errors>();
  const [busy, run] = useAction();

  const captcha = useSmsCaptcha();
  const send = () => sendSmsCode(phone, 'register', (problem) => setErrors((e) => ({ ...e, phone: problem ? tf(problem) : undefined })), captcha.send);

  const submit = async (event: React.FormEvent) => {
    event.preventDefault();
    const number = phoneOf(callingCodeOf(phone.region), phone.national);
    const problems = {
      phone: 'problem' in number ? number.problem : null,
      code: checkCode(code),
      password: checkNewPassword(password),
      repeat: checkRepeat(password, repeat),
      invite: checkInvite(invite),
    };
    const next: Errors = Object.fromEntries(Object.entries(problems).map(([k, p]) => [k, p ? tf(p) : undefined]));
    setErrors(next);
    if (Object.values(problems).some(Boolean) || 'problem' in number) return focusFirstInvalid(form.current);
    await run(async () => {
      try {
        const { register } = await import('@/features/account/api/user');
        const inviteCode = invite.trim() || undefined;
        const result = await register({ phone: number.phone, code: code.trim(), password, inviteCode });
        await finish(result, redirect);
      } catch (error) {
        const failure = failureOf(error);
        if (!failure) throw error;
        const text = failureText(failure) ?? undefined;
        if (failure.code === USER_ERRORS.phoneTaken) setErrors({ phone: text });
        else if (failure.code === USER_ERRORS.codeInvalid) setErrors({ code: text });
        else if (failure.code === USER_ERRORS.inviteCodeUnknown) setErrors({ invite: text });
        else setErrors({ form: text });
        focusFirstInvalid(form.current);
      }
    });
  };

  const login = redirect ? `/relogin?redirect=${encodeURIComponent(safeRedirect(redirect))}` : '/relogin';
  return (
    <main className="screen">
      <NavBar title={t('title')} fallback="/relogin" />
      <form ref={form} className="form" onSubmit={submit} noValidate>
        {errors.form && (
          <p className="form-error" role="alert">
            {errors.form}
          </p>
        )}
        <PhoneField value={phone} onChange={edited('phone', setPhone)} error={errors.phone} />
        {captcha.field && <CaptchaField {...captcha.field} />}
        <SmsCodeField value={code} onChange={edited('code', setCode)} error={errors.code} onSend={send} />
        <TextField label={t('password')} type="password" autoComplete="new-password" value={password} onChange={edited('password', setPassword)} error={errors.password} hint={tf('passwordHint')} />
        <TextField label={t('repeat')} type="password" autoComplete="new-password" value={repeat} onChange={edited('repeat', setRepeat)} error={errors.repeat} />
        <TextField label={t('invite')} value={invite} onChange={edited('invite', setInvite)} error={errors.invite} autoComplete="off" maxLength={12} />
        <ConsentLine />
        <Button type="submit" busy={busy}>
          {t('submit')}
        </Button>
        <p className="form-links">
          <AppLink href={login}>{t('haveAccount')}</AppLink>
        </p>
      </form>
    </main>
  );
}
