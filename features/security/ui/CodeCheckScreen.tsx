'use client';

import { useAtom } from 'jotai';
import { useRouter } from 'next/navigation';
import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { AccountGate } from '@/components/shell/AccountGate';
import { useSmsCaptcha } from '@/components/kit/useSmsCaptcha';
import { Button } from '@/components/kit/Button';
import { CaptchaField } from '@/components/kit/CaptchaField';
import { NavBar } from '@/components/kit/NavBar';
import { PasswordPad } from '@/components/kit/PasswordPad';
import { checkCode } from '@/features/account/contract/fieldRules';
import { payPasswordFlowAtom } from '@/features/security/state/securityFlow';
import { useAction } from '@/lib/useAction';
import { useCountdown } from '@/lib/useCountdown';
import { useFlowStep } from '@/lib/navigation/useFlowStep';
import { useFieldError } from '@/components/kit/useFieldError';

/**
 * `/codeCheck`: the SMS code sent by /forgetPayPass (with a resend once the wait is over, and the
 * captcha when the server asks for it). The code is checked by the server together with the new
 * pay password on /setPayPassword.
 */
export function CodeCheckScreen() {
  const t = useTranslations('payPassword');
  return (
    <main className="screen">
      <NavBar title={t('codeTitle')} fallback="/forgetPayPass" />
      <AccountGate>{() => <CodeEntry />}</AccountGate>
    </main>
  );
}

function CodeEntry() {
  const t = useTranslations('payPassword');
  const tf = useTranslations('fields');
  const ts = useTranslations('kit.sms');
  const router = useRouter();
  const [flow, setFlow] = useAtom(payPasswordFlowAtom);
  const [code, setCode] = useState(flow?.code ?? '');
  const [error, setError, edited] = useFieldError();
  const [busy, run] = useAction();
  const captcha = useSmsCaptcha();
  const phone = flow?.mode === 'reset' ? flow.phone : undefined;
  const left = useCountdown(flow?.resendAt ?? 0);
  useFlowStep(Boolean(phone), '/forgetPayPass');
  if (!flow || !phone) return null;

  const resend = () =>
    run(async () => {
      try {
        const { sendCode } = await import('@/lib/api/smsCode');
        const sent = await captcha.send((c) => sendCode({ phone, purpose: 'resetPayPassword', ...c }));
        if (sent) setFlow({ ...flow, resendAt: Date.now() + sent.resendIn * 1000 });
      } catch {
        // The client has shown why; the button is there to try again.
      }
    });

  const next = (event: React.FormEvent) => {
    event.preventDefault();
    const problem = checkCode(code);
    setError(problem ? tf(problem) : null);
    if (problem) return;
    setFlow({ ...flow, code: code.trim() });
    router.push('/setPayPassword');
  };

  return (
    <form className="form" onSubmit={next} noValidate>
      <p className="form-intro">{t('codeIntro')}</p>
      <PasswordPad label={ts('label')} value={code} onChange={edited(setCode)} error={error} masked={false} autoComplete="one-time-code" autoFocus testId="sms-pad" />
      <Button type="submit">{t('next')}</Button>
      {captcha.field && <CaptchaField {...captcha.field} />}
      <button type="button" className="button button-text" onClick={() => void resend()} disabled={busy || left > 0} aria-busy={busy || undefined}>
        {left > 0 ? ts('resendIn', { seconds: left }) : ts('resend')}
      </button>
    </form>
  );
}
