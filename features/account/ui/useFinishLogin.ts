'use client';

import { useRouter } from 'next/navigation';
import { useCallback } from 'react';
import type { SessionResult } from '@/features/account/contract/user';
import { hasPin } from '@/lib/state/hasPin';
import { safeRedirect } from '@/lib/routes';

/**
 * After a login, a registration or a chat-account login: keep the session, tell the server whether
 * this device has a PIN, and go where the user first wanted (the guard's `redirect`), else home.
 */
export function useFinishLogin() {
  const router = useRouter();
  return useCallback(
    async (result: SessionResult, redirect: string | null) => {
      const { completeLogin, setPinFlag } = await import('@/features/account/api/user');
      await completeLogin(result);
      const pin = hasPin();
      if (result.user.pinEnabled !== pin) setPinFlag(pin).catch((error) => console.warn('PIN flag not sent', error));
      router.replace(safeRedirect(redirect));
    },
    [router],
  );
}
