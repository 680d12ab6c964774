'use client';

import { useTranslations } from 'next-intl';
import { useCallback, useState } from 'react';
import type { CaptchaFieldProps } from '@/components/kit/CaptchaField';
import { failureOf } from '@/lib/api/apiFailure';
import { checkCaptcha } from '@/lib/contract/loginFieldRules';
import { USER_ERRORS } from '@/lib/contract/userApi';
import { focusFirstInvalid } from '@/components/kit/focusFirstInvalid';
import { useCaptcha } from './useCaptcha';
import { useFailureText } from '@/lib/api/useFailureText';

/** What a send-code request carries once the captcha is shown. */
export type CaptchaAnswer = { captchaId: string; captcha: string };

/** Runs a send-code call with the captcha when shown; null when nothing was sent because of the captcha. */
export type SendWithCaptcha = <T>(call: (captcha?: CaptchaAnswer) => Promise<T>) => Promise<T | null>;

/**
 * The image captcha of a screen that sends SMS codes. The server asks for it beyond the first code
 * within the hour (USER_ERRORS.smsCaptchaRequired); from then on the screen shows it (a resend will
 * need it too) and `send` adds it to every request. Each one works once: a new image follows every
 * attempt that carried one.
 *
 * @example const captcha = useSmsCaptcha(); await captcha.send((c) => sendCode({ phone, purpose, ...c })); {captcha.field && <CaptchaField {...captcha.field} />}
 */
export function useSmsCaptcha(): { field: CaptchaFieldProps | null; send: SendWithCaptcha } {
  const tf = useTranslations('fields');
  const tk = useTranslations('kit.captcha');
  const failureText = useFailureText();
  const [shown, setShown] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const { answer, setAnswer, challenge, reload } = useCaptcha(shown);

  const send = useCallback(
    async <T,>(call: (captcha?: CaptchaAnswer) => Promise<T>): Promise<T | null> => {
      let captcha: CaptchaAnswer | undefined;
      if (shown) {
        const problem = checkCaptcha(answer);
        if (problem || !challenge) {
          setError(tf(problem ?? 'captchaRequired'));
          if (!challenge) void reload();
          focusFirstInvalid(document.activeElement?.closest('form') ?? null);
          return null;
        }
        captcha = { captchaId: challenge.captchaId, captcha: answer.trim() };
      }
      setError(null);
      try {
        return await call(captcha);
      } catch (error) {
        const failure = failureOf(error);
        if (failure?.code !== USER_ERRORS.smsCaptchaRequired && failure?.code !== USER_ERRORS.captchaInvalid) throw error;
        setShown(true);
        setError(failureText(failure, tf('captchaRequired')));
        if (shown) focusFirstInvalid(document.activeElement?.closest('form') ?? null);
        return null;
      } finally {
        if (captcha) void reload();
      }
    },
    [shown, answer, challenge, reload, tf, failureText],
  );

  const field: CaptchaFieldProps | null = shown
    ? { value: answer, onChange: setAnswer, challenge, onRefresh: () => void reload(), error, hint: tk('smsHint'), autoFocus: true }
    : null;
  return { field, send };
}
