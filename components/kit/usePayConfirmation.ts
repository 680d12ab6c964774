'use client';

import { useCallback, useState } from 'react';
import { USER_ERRORS } from '@/lib/contract/userApi';
import { PAY_PASSWORD_PATTERN, TOTP_CODE_PATTERN } from '@/lib/contract/userRules';
import type { Failure } from '@/lib/api/apiFailure';
import { useFailureText } from '@/lib/api/useFailureText';
import { usePayPasswordFailure } from './usePayPasswordFailure';

/** What a confirmation shows under its fields: on the pay password, the Google code, or the form (or a screen's own place). */
export type ConfirmProblem<Place extends string = never> = { text: string | null; locked: boolean; field: 'payPassword' | 'google' | 'form' | Place };

/**
 * The pay password (and the Google code once Google verification is on) of a money confirmation —
 * an internal transfer, a swap, a red envelope — and where its problems show. `ready()` checks the
 * fields before the call; `showFieldFailure(failure)` puts a pay-password or Google failure on its
 * field (clearing what was typed) and says whether it did; editing a field drops its error, and a
 * lock stays until it is over.
 *
 * @example const confirm = usePayConfirmation(user.googleEnabled, { payPasswordRequired: t('payPasswordRequired'), googleRequired: t('googleRequired') })
 */
export function usePayConfirmation<Place extends string = never>(googleEnabled: boolean, texts: { payPasswordRequired: string; googleRequired: string }) {
  const [payPassword, setPayPassword] = useState('');
  const [googleCode, setGoogleCode] = useState('');
  const [problem, setProblem] = useState<ConfirmProblem<Place> | null>(null);
  const payPasswordFailure = usePayPasswordFailure();
  const failureText = useFailureText();

  const ready = () => {
    if (!PAY_PASSWORD_PATTERN.test(payPassword)) setProblem({ text: texts.payPasswordRequired, locked: false, field: 'payPassword' });
    else if (googleEnabled && !TOTP_CODE_PATTERN.test(googleCode)) setProblem({ text: texts.googleRequired, locked: false, field: 'google' });
    else {
      setProblem(null);
      return true;
    }
    return false;
  };

  const showFieldFailure = useCallback(
    (failure: Failure): boolean => {
      if (failure.code === USER_ERRORS.payPasswordWrong || failure.code === USER_ERRORS.payPasswordLocked) {
        setPayPassword('');
        setProblem({ ...payPasswordFailure(failure), field: 'payPassword' });
        return true;
      }
      if (failure.code === USER_ERRORS.googleCodeInvalid || failure.code === USER_ERRORS.googleRequired) {
        setGoogleCode('');
        setProblem({ text: failureText(failure, texts.googleRequired), locked: false, field: 'google' });
        return true;
      }
      return false;
    },
    [payPasswordFailure, failureText, texts.googleRequired],
  );

  const edit = (field: 'payPassword' | 'google', set: (value: string) => void) => (value: string) => {
    set(value);
    setProblem((current) => (current?.field === field && !current.locked ? null : current));
  };

  return {
    googleEnabled,
    payPassword,
    /** The Google code to send: undefined while Google verification is off. */
    googleCode: googleEnabled ? googleCode : undefined,
    problem,
    setProblem,
    ready,
    showFieldFailure,
    fields: {
      payPassword: { value: payPassword, onChange: edit('payPassword', setPayPassword) },
      googleCode: { value: googleCode, onChange: edit('google', setGoogleCode) },
    },
  };
}
