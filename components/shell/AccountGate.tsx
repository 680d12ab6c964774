'use client';

import { useAtomValue } from 'jotai';
import { usePathname } from 'next/navigation';
import { useTranslations } from 'next-intl';
import { useCallback, useEffect, useState } from 'react';
import { userInfoAtom, type UserInfo } from '@/lib/state/session';
import { useLoginGuard } from '@/lib/useLoginGuard';

/**
 * For a screen that acts on the cloud account: without a token the user goes to the login (the
 * same way the shell's guard does for the spec's protected routes, and back here afterwards); with
 * one, the screen renders once the user info is there, with a retry if it could not be loaded.
 *
 * @example <AccountGate>{(user) => <PayPasswordHub user={user} />}</AccountGate>
 */
export function AccountGate({ children }: { children: (user: UserInfo) => React.ReactNode }) {
  const allowed = useLoginGuard(usePathname(), true);
  const user = useAtomValue(userInfoAtom);
  const t = useTranslations('common');
  const [failed, setFailed] = useState(false);

  const load = useCallback(() => {
    import('@/lib/api/userInfo')
      .then(({ ensureUserInfo }) => ensureUserInfo())
      .catch(() => setFailed(true));
  }, []);

  useEffect(() => {
    if (allowed && !user) load();
  }, [allowed, load, user]);

  const retry = () => {
    setFailed(false);
    load();
  };

  if (!allowed) return null;
  if (user) return <>{children(user)}</>;
  if (failed) {
    return (
      <div className="empty">
        <button type="button" className="button" onClick={retry}>
          {t('retry')}
        </button>
      </div>
    );
  }
  return <div className="spinner spinner-center" role="status" aria-label={t('loading')} />;
}
