'use client';

import { useSetAtom } from 'jotai';
import { useRouter } from 'next/navigation';
import { useTranslations } from 'next-intl';
import { AccountGate } from '@/components/shell/AccountGate';
import { usePhoneState } from '@/components/kit/usePhoneState';
import { useSmsCaptcha } from '@/components/kit/useSmsCaptcha';
import { Button } from '@/components/kit/Button';
import { CaptchaField } from '@/components/kit/CaptchaField';
import { NavBar } from '@/components/kit/NavBar';
import { PhoneField } from '@/components/kit/PhoneField';
import { failureOf, shownInline } from '@/lib/api/apiFailure';
import { callingCodeOf } from '@/lib/phone/regionCallingCode';
import { phoneOf } from '@/features/account/contract/fieldRules';
import { payPasswordFlowAtom } from '@/features/security/state/securityFlow';
import type { UserInfo } from '@/lib/state/session';
import { useAction } from '@/lib/useAction';
import { useFailureText } from '@/lib/api/useFailureText';
import { NotSet } from './EditPayPasswordScreen';
import { Ltr } from '@/components/kit/Ltr';
import { useFieldError } from '@/components/kit/useFieldError';

/**
 * `/forgetPayPass`: a pay password is reset with an SMS code sent to the account's own phone. The
 * user confirms that number in full (the screen shows it masked); the server sends only to it. A
 * code beyond the first within the hour needs the captcha, shown when the server asks.
 */
export function ForgetPayPasswordScreen() {
  const t = useTranslations('payPassword');
  return (
    <main className="screen">
      <NavBar title={t('forgotTitle')} fallback="/payPassword" />
      <AccountGate>{(user) => (user.payPasswordSet ? <SendCode user={user} /> : <NotSet />)}</AccountGate>
    </main>
  );
}

function SendCode({ user }: { user: UserInfo }) {
  const t = useTranslations('payPassword');
  const tf = useTranslations('fields');
  const router = useRouter();
  const setFlow = useSetAtom(payPasswordFlowAtom);
  const failureText = useFailureText();
  const [phone, setPhone] = usePhoneState();
  const [error, setError, edited] = useFieldError();
  const [busy, run] = useAction();
  const captcha = useSmsCaptcha();

  if (!user.phoneMasked) {
    return (
      <div className="notice">
        <p>{t('noPhone')}</p>
      </div>
    );
  }

  const send = async (event: React.FormEvent) => {
    event.preventDefault();
    const number = phoneOf(callingCodeOf(phone.region), phone.national);
    if ('problem' in number) return setError(tf(number.problem));
    setError(null);
    await run(async () => {
      try {
        const { sendCode } = await import('@/lib/api/smsCode');
        const sent = await captcha.send((c) => sendCode({ phone: number.phone, purpose: 'resetPayPassword', ...c }));
        if (!sent) return;
        setFlow({ mode: 'reset', phone: number.phone, resendAt: Date.now() + sent.resendIn * 1000 });
        router.push('/codeCheck');
      } catch (e) {
        const failure = failureOf(e);
        if (!failure) throw e;
        // The server sends only to the account's own phone and says so as an invalid `phone`.
        const wrongPhone = failure.key === 'errors.validation.invalid' && failure.params?.field === 'phone';
        if (wrongPhone) shownInline(failure);
        setError(wrongPhone ? t('phoneMismatch') : failureText(failure, t('phoneMismatch')));
      }
    });
  };

  return (
    <form className="form" onSubmit={send} noValidate>
      <p className="form-intro">{t('forgotIntro')}</p>
      <p className="form-intro">
        {/* oxlint-disable-next-line react/no-unstable-nested-components -- a t.rich tag renderer, called once by t.rich in this render; not a component */}
        {t.rich('forgotPhone', { phone: () => (
            <strong>
              <Ltr>{user.phoneMasked}</Ltr>
            </strong>
          ) })}
      </p>
      <PhoneField value={phone} onChange={edited(setPhone)} error={error} label={t('phoneLabel')} />
      {captcha.field && <CaptchaField {...captcha.field} />}
      <Button type="submit" busy={busy}>
        {t('sendCode')}
      </Button>
    </form>
  );
}
