'use client';

import { useAtomValue } from 'jotai';
import { useRouter } from 'next/navigation';
import { useEffect } from 'react';
import { isProtected, loginRedirect } from '@/lib/routes';
import { authReadyAtom, tokenAtom } from '@/lib/state/session';

/**
 * SPEC §6: a protected route without a token goes to `/` with the wanted path as `redirect`.
 * Returns whether the page may render now.
 */
export function useLoginGuard(pathname: string): boolean {
  const router = useRouter();
  const ready = useAtomValue(authReadyAtom);
  const token = useAtomValue(tokenAtom);
  const blocked = isProtected(pathname) && (!ready || !token);
  useEffect(() => {
    if (ready && !token && isProtected(pathname)) router.replace(loginRedirect(pathname + window.location.search));
  }, [pathname, ready, router, token]);
  return !blocked;
}
