'use client';

import { useTranslations } from 'next-intl';
import { useCallback } from 'react';
import { useFailureText } from '@/lib/api/useFailureText';
import type { Failure } from '@/lib/api/apiFailure';
import { USER_ERRORS } from '@/lib/contract/userApi';

/**
 * What a failed pay password call means on the screen (in place of the client's toast): a wrong entry
 * with the attempts left (as two sentences: "The password you entered is incorrect. 4 attempts
 * left."), a lock with its duration, or the server's own text.
 */
export function usePayPasswordFailure() {
  const t = useTranslations('kit.payPasswordFailure');
  const failureText = useFailureText();
  return useCallback(
    (failure: Failure): { text: string | null; locked: boolean } => {
      if (failure.code === USER_ERRORS.payPasswordWrong) {
        const left = Number(failure.params?.attemptsLeft);
        const text = failureText(failure, t('wrong')) ?? t('wrong');
        if (!Number.isFinite(left)) return { text, locked: false };
        // Two sentences: the locale's message puts its own sentence break between them (". ", "。" in
        // Chinese, "। " in Hindi, a space in Thai); a full stop the reason already ends with would double it.
        const wrong = text.replace(/[.。।]+$/u, '');
        return { text: t('wrongWithAttempts', { wrong, attempts: t('attemptsLeft', { attemptsLeft: left }) }), locked: false };
      }
      if (failure.code === USER_ERRORS.payPasswordLocked) {
        const minutes = Number(failure.params?.minutes);
        return { text: failureText(failure, Number.isFinite(minutes) ? t('lockedFor', { minutes }) : t('locked')), locked: true };
      }
      return { text: failureText(failure), locked: false };
    },
    [failureText, t],
  );
}
