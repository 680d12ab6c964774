'use client';

import { AppLink } from '@/components/kit/AppLink';
import { useAtomValue } from 'jotai';
import { useRouter } from 'next/navigation';
import { useTranslations } from 'next-intl';
import { useEffect, useRef, useState } from 'react';
import { Button } from '@/components/kit/Button';
import { CaptchaField } from '@/components/kit/CaptchaField';
import { NavBar } from '@/components/kit/NavBar';
import { PhoneField } from '@/components/kit/PhoneField';
import { TextField } from '@/components/kit/TextField';
import { failureOf } from '@/lib/api/apiFailure';
import { callingCodeOf } from '@/lib/phone/regionCallingCode';
import { checkCaptcha, checkPasswordPresent, phoneOf } from '@/lib/contract/loginFieldRules';
import { useHydrated, useQuery } from '@/lib/firstPaint/useHydrated';
import { safeRedirect } from '@/lib/routes';
import { initInfoAtom } from '@/lib/state/session';
import { STORAGE } from '@/lib/state/storageKeys';
import { useAction } from '@/lib/useAction';
import { focusFirstInvalid } from '@/components/kit/focusFirstInvalid';
import { useCaptcha } from '@/components/kit/useCaptcha';
import { useFailureText } from '@/lib/api/useFailureText';
import { useFinishLogin } from './useFinishLogin';
import { usePhoneState } from '@/components/kit/usePhoneState';
import { useFieldErrors } from '@/components/kit/useFieldErrors';

const userApi = () => import('@/features/account/api/user');

/**
 * Provider callbacks already taken up: a code works once, and React may run an effect twice. A
 * callback seen again once finished (the user went back to it) just shows the login.
 */
const oauthCodes = new Map<string, 'running' | 'done'>();

type Errors = { phone?: string; password?: string; captcha?: string; form?: string };

/** Adds `redirect` to a link, so it survives a detour through register. */
function withRedirect(path: string, redirect: string | null): string {
  return redirect ? `${path}?redirect=${encodeURIComponent(safeRedirect(redirect))}` : path;
}

/**
 * `/relogin` (SPEC §2, §5): phone, password and image captcha; links to register and forgot
 * password; the chat-account ("2U") login when the server offers it, and its callback (`code`,
 * `state`). Success goes to the page the user first wanted.
 */
export function LoginScreen() {
  const t = useTranslations('login');
  const tf = useTranslations('fields');
  const router = useRouter();
  const params = useQuery();
  const redirect = params.get('redirect');
  const oauthCode = params.get('code');
  const oauthState = params.get('state');
  const oauthError = params.get('error');
  // Device state waits for hydration: the exported HTML has no initial info (lib/routes.ts, first screens).
  const hydrated = useHydrated();
  const oauthOn = useAtomValue(initInfoAtom)?.features.oauthLogin === true && hydrated;
  const finish = useFinishLogin();
  const failureText = useFailureText();
  const form = useRef<HTMLFormElement>(null);

  const [phone, setPhone] = usePhoneState();
  const [password, setPassword] = useState('');
  const [errors, setErrors, edited] = useFieldErrors<Errors>();
  const [busy, run] = useAction();
  const [oauthBusy, runOauth] = useAction();
  const oauthHere = useRef(false);

  const { answer: captcha, setAnswer: setCaptcha, challenge, reload: loadCaptcha } = useCaptcha(!oauthCode);

  // The provider sent the user back without a login (refused, cancelled).
  useEffect(() => {
    if (!oauthError) return;
    sessionStorage.removeItem(STORAGE.oauthState);
    setErrors({ form: t('oauthFailed') });
    router.replace(withRedirect('/relogin', redirect));
  }, [oauthError, redirect, router, setErrors, t]);

  // The provider's callback: /relogin?code=…&state=…
  useEffect(() => {
    if (!oauthCode || !oauthState) return;
    const seen = oauthCodes.get(oauthCode);
    if (seen === 'done' && !oauthHere.current) router.replace(withRedirect('/relogin', redirect));
    if (seen) return;
    oauthHere.current = true;
    oauthCodes.set(oauthCode, 'running');
    // Only a login this tab started: a crafted callback link must not log the user into someone
    // else's account (login CSRF).
    const started = sessionStorage.getItem(STORAGE.oauthState);
    sessionStorage.removeItem(STORAGE.oauthState);
    if (started !== oauthState) {
      oauthCodes.set(oauthCode, 'done');
      setErrors({ form: t('oauthFailed') });
      router.replace(withRedirect('/relogin', redirect));
      return;
    }
    void runOauth(async () => {
      try {
        const { loginOauth } = await userApi();
        const result = await loginOauth({ code: oauthCode, state: oauthState });
        await finish(result, result.redirect ?? redirect);
      } catch (error) {
        const failure = failureOf(error);
        if (!failure) throw error;
        setErrors({ form: failureText(failure, t('oauthFailed')) ?? undefined });
        router.replace(withRedirect('/relogin', redirect));
      } finally {
        oauthCodes.set(oauthCode, 'done');
      }
    });
  }, [failureText, finish, oauthCode, oauthState, redirect, router, runOauth, setErrors, t]);

  const submit = async (event: React.FormEvent) => {
    event.preventDefault();
    const number = phoneOf(callingCodeOf(phone.region), phone.national);
    const passwordProblem = checkPasswordPresent(password);
    const captchaProblem = checkCaptcha(captcha);
    const next: Errors = {
      phone: 'problem' in number ? tf(number.problem) : undefined,
      password: passwordProblem ? tf(passwordProblem) : undefined,
      captcha: captchaProblem ? tf(captchaProblem) : undefined,
    };
    setErrors(next);
    if (next.phone || next.password || next.captcha || 'problem' in number) return focusFirstInvalid(form.current);
    if (!challenge) return void loadCaptcha();
    await run(async () => {
      const { login, USER_ERRORS } = await userApi();
      try {
        const result = await login({ phone: number.phone, password, captchaId: challenge.captchaId, captcha: captcha.trim() });
        await finish(result, redirect);
      } catch (error) {
        const failure = failureOf(error);
        if (!failure) throw error;
        if (failure.code === USER_ERRORS.captchaInvalid) setErrors({ captcha: failureText(failure, tf('captchaInvalid')) ?? undefined });
        else {
          const text = failureText(failure);
          if (text) setErrors({ form: text });
        }
        // Each captcha works once: a failed attempt used it up.
        await loadCaptcha();
        focusFirstInvalid(form.current);
      }
    });
  };

  const startOauth = () =>
    runOauth(async () => {
      try {
        const api = await userApi();
        const { authorizationUrl } = await api.startOauth(redirect ? { redirect: safeRedirect(redirect) } : {});
        const state = new URL(authorizationUrl).searchParams.get('state');
        if (state) sessionStorage.setItem(STORAGE.oauthState, state);
        window.location.assign(authorizationUrl);
      } catch (error) {
        if (!failureOf(error)) throw error;
      }
    });

  if (oauthCode && oauthState) {
    return (
      <main className="screen">
        <NavBar title={t('title')} />
        <p className="notice" role="status" aria-busy="true">
          {t('oauthCompleting')}
        </p>
      </main>
    );
  }

  return (
    <main className="screen">
      <NavBar title={t('title')} />
      <form ref={form} className="form" onSubmit={submit} noValidate>
        {/* The form is in the exported HTML (a first screen): it takes input once hydrated, so nothing typed is lost and no tap submits it natively. */}
        <fieldset className="fieldset-plain" disabled={!hydrated}>
          <p className="form-intro">{t('intro')}</p>
          {errors.form && (
            <p className="form-error" role="alert">
              {errors.form}
            </p>
          )}
          <PhoneField value={phone} onChange={edited('phone', setPhone)} error={errors.phone} />
          <TextField label={t('password')} type="password" autoComplete="current-password" value={password} onChange={edited('password', setPassword)} error={errors.password} />
          <CaptchaField value={captcha} onChange={edited('captcha', setCaptcha)} challenge={challenge} onRefresh={() => void loadCaptcha()} error={errors.captcha} />
          <Button type="submit" busy={busy}>
            {t('submit')}
          </Button>
          <p className="form-links">
            <AppLink href={withRedirect('/register', redirect)}>{t('register')}</AppLink>
            <AppLink href="/forget">{t('forgot')}</AppLink>
          </p>
        </fieldset>
      </form>
      {oauthOn && (
        <section className="form oauth" aria-label={t('oauthSection')}>
          <p className="divider">{t('or')}</p>
          <Button variant="secondary" busy={oauthBusy} onClick={() => void startOauth()} testId="oauth-login">
            {t('oauth')}
          </Button>
        </section>
      )}
    </main>
  );
}
