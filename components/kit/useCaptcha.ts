'use client';

import { useCallback, useEffect, useState } from 'react';
import type { CaptchaResult } from '@/features/account/contract/user';

/**
 * An image captcha and its answer: loads one while `active`, and a fresh one shortly before it
 * expires on the server. Each captcha works once, so call `reload` after every attempt that sent it.
 *
 * @example const captcha = useCaptcha(true); <CaptchaField value={captcha.answer} onChange={captcha.setAnswer} challenge={captcha.challenge} onRefresh={() => void captcha.reload()} />
 */
export function useCaptcha(active: boolean) {
  const [answer, setAnswer] = useState('');
  const [challenge, setChallenge] = useState<CaptchaResult | null>(null);

  const fetchChallenge = useCallback(
    () =>
      import('@/lib/api/smsCode')
        .then(({ getCaptcha }) => getCaptcha())
        .then(setChallenge, () => setChallenge(null)),
    [],
  );

  const reload = useCallback(async () => {
    setAnswer('');
    await fetchChallenge();
  }, [fetchChallenge]);

  // The answer is empty until the field shows, so the first captcha only needs fetching.
  useEffect(() => {
    if (active) void fetchChallenge();
  }, [active, fetchChallenge]);

  // A captcha expires on the server; fetch a fresh one before the user types an answer to a dead one.
  useEffect(() => {
    if (!challenge) return;
    const timer = setTimeout(() => void reload(), Math.max(10, challenge.expiresIn - 5) * 1000);
    return () => clearTimeout(timer);
  }, [challenge, reload]);

  return { answer, setAnswer, challenge, reload };
}
