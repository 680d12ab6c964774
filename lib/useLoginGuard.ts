'use client';

import { useAtomValue } from 'jotai';
import { useRouter } from 'next/navigation';
import { useEffect } from 'react';
import { isProtected, loginRedirect } from '@/lib/routes';
import { isLeaving, keepOnlyLeaving } from '@/lib/state/leavingPages';
import { authReadyAtom, tokenAtom } from '@/lib/state/session';

/**
 * SPEC §6: a protected route without a token goes to `/` with the wanted path as `redirect`.
 * `needsLogin` defaults to the spec's list (lib/routes.ts); screens outside that list that still act
 * on the account (the pay password steps, Google verification) pass `true`.
 * Returns whether the page may render now.
 */
export function useLoginGuard(pathname: string, needsLogin: boolean = isProtected(pathname)): boolean {
  const router = useRouter();
  const ready = useAtomValue(authReadyAtom);
  const token = useAtomValue(tokenAtom);
  const blocked = needsLogin && (!ready || !token);
  useEffect(() => {
    keepOnlyLeaving(pathname);
  }, [pathname]);
  useEffect(() => {
    if (!ready || token || !needsLogin || isLeaving(pathname)) return;
    router.replace(loginRedirect(pathname + window.location.search));
  }, [needsLogin, pathname, ready, router, token]);
  return !blocked;
}
