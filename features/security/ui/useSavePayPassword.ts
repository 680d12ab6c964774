'use client';

import { useAtom } from 'jotai';
import { usePathname, useRouter } from 'next/navigation';
import { useCallback, useEffect, useEffectEvent, useState } from 'react';
import { failureOf } from '@/lib/api/apiFailure';
import { USER_ERRORS } from '@/lib/contract/userApi';
import { emitApiEvent } from '@/lib/api/events';
import { googleCodeAtom, isFreshGoogleCode, payPasswordFlowAtom } from '@/features/security/state/securityFlow';
import type { UserInfo } from '@/lib/state/session';
import { useAction } from '@/lib/useAction';
import { returnTo } from '@/lib/navigation/returnTo';
import { afterPayPasswordSaved } from '@/features/security/logic/afterPayPasswordSaved';
import { usePayPasswordFailure } from '@/components/kit/usePayPasswordFailure';

export type SaveProblem = { text: string | null; locked: boolean; retry?: { href: string; label: 'code' | 'old' | 'hub' } };

const DONE_KEYS = { set: 'payPassword.setDone', change: 'payPassword.changeDone', reset: 'payPassword.resetDone' } as const;

/**
 * The last step of setting, changing or resetting the pay password. With Google two-step
 * verification on, the user first gives a code on /googleValid (the confirmed entry waits in
 * memory) and comes back here, where the call then goes out with it. Once saved, the user goes
 * back to the screen that asked for the pay password, if one did (afterPayPasswordSaved).
 */
export function useSavePayPassword(user: UserInfo) {
  const router = useRouter();
  const pathname = usePathname();
  const [flow, setFlow] = useAtom(payPasswordFlowAtom);
  const [google, setGoogle] = useAtom(googleCodeAtom);
  const [busy, run] = useAction();
  const [problem, setProblem] = useState<SaveProblem | null>(null);
  const [done, setDone] = useState(false);
  const describe = usePayPasswordFailure();

  const save = useCallback(
    async (payPassword: string) => {
      if (!flow) return;
      if (user.googleEnabled && !isFreshGoogleCode(google)) {
        setFlow({ ...flow, confirmed: payPassword });
        router.push(`/googleValid?next=${encodeURIComponent(pathname)}`);
        return;
      }
      const googleCode = user.googleEnabled && google ? google.code : undefined;
      setProblem(null);
      await run(async () => {
        const api = await import('@/features/security/api/payPassword');
        try {
          if (flow.mode === 'set') await api.setPayPassword({ payPassword, googleCode });
          else if (flow.mode === 'change') await api.changePayPassword({ oldPayPassword: flow.old ?? '', payPassword, googleCode });
          else await api.resetPayPassword({ code: flow.code ?? '', payPassword, googleCode });
        } catch (error) {
          const failure = failureOf(error);
          if (!failure) throw error;
          // A Google code works once, right or wrong: the next try asks for a new one.
          setGoogle(null);
          setFlow({ ...flow, confirmed: undefined });
          const { text, locked } = describe(failure);
          const retry =
            failure.code === USER_ERRORS.codeInvalid
              ? ({ href: '/codeCheck', label: 'code' } as const)
              : failure.code === USER_ERRORS.payPasswordWrong
                ? ({ href: '/editPayPassword', label: 'old' } as const)
                : failure.code === USER_ERRORS.payPasswordAlreadySet || failure.code === USER_ERRORS.payPasswordNotSet
                  ? ({ href: '/payPassword', label: 'hub' } as const)
                  : undefined;
          setProblem({ text, locked, retry });
          return;
        }
        // From here the screen shows "saved" rather than reacting to the cleared flow or new user info.
        setDone(true);
        setGoogle(null);
        setFlow(null);
        // The security level shown next comes from the server.
        const { refreshUserInfo } = await import('@/lib/api/userInfo');
        await refreshUserInfo().catch((error) => console.warn('user info not refreshed', error));
        emitApiEvent({ type: 'toast', message: '', key: DONE_KEYS[flow.mode] });
        const after = afterPayPasswordSaved(flow);
        if (after.returning) returnTo(router, after.href);
        else router.replace(after.href);
      });
    },
    [describe, flow, google, pathname, router, run, setFlow, setGoogle, user.googleEnabled],
  );

  // Back from /googleValid with a code: finish what the user had confirmed.
  const pending = flow?.confirmed;
  const ready = pending !== undefined && isFreshGoogleCode(google);
  // Once, when the screen comes back with the code (an effect event reads the flow as it is then).
  const saveConfirmed = useEffectEvent(() => {
    if (pending) void save(pending);
  });
  useEffect(() => {
    // oxlint-disable-next-line react/set-state-in-effect -- the save is the effect (the code arrived); its busy state and cleared problem are the save's own
    if (ready) saveConfirmed();
  }, [ready]);

  return { save, busy: busy || ready, problem, done };
}
