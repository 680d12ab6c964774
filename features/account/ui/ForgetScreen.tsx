'use client';

import { AppLink } from '@/components/kit/AppLink';
import { useTranslations } from 'next-intl';
import { useRef, useState } from 'react';
import { Button } from '@/components/kit/Button';
import { CaptchaField } from '@/components/kit/CaptchaField';
import { Empty } from '@/components/kit/Empty';
import { NavBar } from '@/components/kit/NavBar';
import { PhoneField } from '@/components/kit/PhoneField';
import { SmsCodeField } from '@/components/kit/SmsCodeField';
import { TextField } from '@/components/kit/TextField';
import { failureOf } from '@/lib/api/apiFailure';
import { USER_ERRORS } from '@/features/account/contract/userApi';
import { callingCodeOf } from '@/lib/phone/regionCallingCode';
import { checkCode, checkNewPassword, checkRepeat, phoneOf } from '@/features/account/contract/fieldRules';
import { useKeptState } from '@/lib/state/keptState';
import { useAction } from '@/lib/useAction';
import { focusFirstInvalid } from '@/components/kit/focusFirstInvalid';
import { sendSmsCode } from './sendSmsCode';
import { useFailureText } from '@/lib/api/useFailureText';
import { usePhoneState } from '@/components/kit/usePhoneState';
import { useSmsCaptcha } from './useSmsCaptcha';
import { useFieldErrors } from '@/components/kit/useFieldErrors';

type Errors = { phone?: string; code?: string; password?: string; repeat?: string; form?: string };

/** `/forget`: a new login password by SMS code, then back to the login. */
export function ForgetScreen() {
  const t = useTranslations('forget');
  const tf = useTranslations('fields');
  const failureText = useFailureText();
  const form = useRef<HTMLFormElement>(null);

  const [phone, setPhone] = usePhoneState();
  const [code, setCode] = useKeptState('code', '');
  const [password, setPassword] = useState('');
  const [repeat, setRepeat] = useState('');
  const [errors, setErrors, edited] = useFieldErrors<Errors>();
  const [done, setDone] = useState(false);
  const [busy, run] = useAction();

  const captcha = useSmsCaptcha();
  const send = () => sendSmsCode(phone, 'resetPassword', (problem) => setErrors((e) => ({ ...e, phone: problem ? tf(problem) : undefined })), captcha.send);

  const submit = async (event: React.FormEvent) => {
    event.preventDefault();
    const number = phoneOf(callingCodeOf(phone.region), phone.national);
    const problems = {
      phone: 'problem' in number ? number.problem : null,
      code: checkCode(code),
      password: checkNewPassword(password),
      repeat: checkRepeat(password, repeat),
    };
    setErrors(Object.fromEntries(Object.entries(problems).map(([k, p]) => [k, p ? tf(p) : undefined])));
    if (Object.values(problems).some(Boolean) || 'problem' in number) return focusFirstInvalid(form.current);
    await run(async () => {
      try {
        const { resetPassword } = await import('@/features/account/api/user');
        await resetPassword({ phone: number.phone, code: code.trim(), password });
        setCode('');
        setDone(true);
      } catch (error) {
        const failure = failureOf(error);
        if (!failure) throw error;
        const text = failureText(failure) ?? undefined;
        if (failure.code === USER_ERRORS.phoneUnknown) setErrors({ phone: text });
        else if (failure.code === USER_ERRORS.codeInvalid) setErrors({ code: text });
        else setErrors({ form: text });
        focusFirstInvalid(form.current);
      }
    });
  };

  if (done) {
    return (
      <main className="screen">
        <NavBar title={t('title')} fallback="/relogin" />
        <Empty
          title={t('doneTitle')}
          body={t('doneBody')}
          action={
            <AppLink className="button" href="/relogin" replace>
              {t('toLogin')}
            </AppLink>
          }
        />
      </main>
    );
  }

  return (
    <main className="screen">
      <NavBar title={t('title')} fallback="/relogin" />
      <form ref={form} className="form" onSubmit={submit} noValidate>
        <p className="form-intro">{t('intro')}</p>
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
        <Button type="submit" busy={busy}>
          {t('submit')}
        </Button>
      </form>
    </main>
  );
}
