'use client';

import { useRef, useState } from 'react';
import { useTranslations } from 'next-intl';
import { Button } from '@/components/kit/Button';
import { CaptchaField } from '@/components/kit/CaptchaField';
import { PhoneField } from '@/components/kit/PhoneField';
import { SmsCodeField } from '@/components/kit/SmsCodeField';
import { TextField } from '@/components/kit/TextField';
import { useFieldErrors } from '@/components/kit/useFieldErrors';
import { USER_ERRORS } from '@/lib/contract/userApi';
import type { SmsPurpose } from '@/lib/contract/userRules';
import { failureOf } from '@/lib/api/apiFailure';
import { callingCodeOf } from '@/lib/phone/regionCallingCode';
import { checkCode, checkNewPassword, checkRepeat, phoneOf, type FieldProblem } from '@/features/account/contract/fieldRules';
import { useKeptState } from '@/lib/state/keptState';
import { useAction } from '@/lib/useAction';
import { focusFirstInvalid } from '@/components/kit/focusFirstInvalid';
import { sendSmsCode } from './sendSmsCode';
import { useFailureText } from '@/lib/api/useFailureText';
import { usePhoneState } from '@/components/kit/usePhoneState';
import { useSmsCaptcha } from '@/components/kit/useSmsCaptcha';

type Errors = { phone?: string; code?: string; password?: string; repeat?: string; extra?: string; form?: string };

/** A field a screen adds under the repeated password (register: the invite code), checked with the others. */
export type ExtraField = {
  label: string;
  value: string;
  onChange: (value: string) => void;
  check: (value: string) => FieldProblem | null;
  maxLength: number;
};

/**
 * The form that proves a phone by SMS code and sets a new login password — register and the
 * forgotten password: phone (with the captcha when the server asks), SMS code sent for `purpose`,
 * the password twice, and the screen's extra field. Every field is checked before the call; a
 * failure of the call lands on the field it is about (the SMS code, the phone or the extra field as
 * `failureFields` says) or above the form. A code the server took is spent, so it is cleared after
 * `onSubmit` succeeds.
 */
export function SmsPasswordForm({
  purpose,
  texts,
  intro,
  extra,
  failureFields,
  beforeSubmit,
  afterSubmit,
  onSubmit,
}: {
  purpose: SmsPurpose;
  texts: { password: string; repeat: string; submit: string };
  intro?: string;
  extra?: ExtraField;
  /** Failure codes of the call that are about the phone or the extra field. */
  failureFields: Partial<Record<string, 'phone' | 'extra'>>;
  beforeSubmit?: React.ReactNode;
  afterSubmit?: React.ReactNode;
  onSubmit: (values: { phone: string; code: string; password: string }) => Promise<void>;
}) {
  const tf = useTranslations('fields');
  const failureText = useFailureText();
  const form = useRef<HTMLFormElement>(null);

  const [phone, setPhone] = usePhoneState();
  const [code, setCode] = useKeptState('code', '');
  const [password, setPassword] = useState('');
  const [repeat, setRepeat] = useState('');
  const [errors, setErrors, edited] = useFieldErrors<Errors>();
  const [busy, run] = useAction();

  const captcha = useSmsCaptcha();
  const send = () => sendSmsCode(phone, purpose, (problem) => setErrors((e) => ({ ...e, phone: problem ? tf(problem) : undefined })), captcha.send);

  const submit = async (event: React.FormEvent) => {
    event.preventDefault();
    const number = phoneOf(callingCodeOf(phone.region), phone.national);
    const problems = {
      phone: 'problem' in number ? number.problem : null,
      code: checkCode(code),
      password: checkNewPassword(password),
      repeat: checkRepeat(password, repeat),
      ...(extra ? { extra: extra.check(extra.value) } : {}),
    };
    setErrors(Object.fromEntries(Object.entries(problems).map(([k, p]) => [k, p ? tf(p) : undefined])));
    if (Object.values(problems).some(Boolean) || 'problem' in number) return focusFirstInvalid(form.current);
    await run(async () => {
      try {
        await onSubmit({ phone: number.phone, code: code.trim(), password });
        setCode('');
      } catch (error) {
        const failure = failureOf(error);
        if (!failure) throw error;
        const text = failureText(failure) ?? undefined;
        const field = failure.code === USER_ERRORS.codeInvalid ? 'code' : (failureFields[failure.code] ?? 'form');
        setErrors({ [field]: text });
        focusFirstInvalid(form.current);
      }
    });
  };

  return (
    <form ref={form} className="form" onSubmit={submit} noValidate>
      {intro && <p className="form-intro">{intro}</p>}
      {errors.form && (
        <p className="form-error" role="alert">
          {errors.form}
        </p>
      )}
      <PhoneField value={phone} onChange={edited('phone', setPhone)} error={errors.phone} />
      {captcha.field && <CaptchaField {...captcha.field} />}
      <SmsCodeField value={code} onChange={edited('code', setCode)} error={errors.code} onSend={send} />
      <TextField label={texts.password} type="password" autoComplete="new-password" value={password} onChange={edited('password', setPassword)} error={errors.password} hint={tf('passwordHint')} />
      <TextField label={texts.repeat} type="password" autoComplete="new-password" value={repeat} onChange={edited('repeat', setRepeat)} error={errors.repeat} />
      {extra && <TextField label={extra.label} value={extra.value} onChange={edited('extra', extra.onChange)} error={errors.extra} autoComplete="off" maxLength={extra.maxLength} />}
      {beforeSubmit}
      <Button type="submit" busy={busy}>
        {texts.submit}
      </Button>
      {afterSubmit}
    </form>
  );
}
