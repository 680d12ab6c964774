'use client';

import { useAtom, useAtomValue } from 'jotai';
import { useTranslations } from 'next-intl';
import { useCallback, useEffect, useState } from 'react';
import { authReadyAtom, initInfoAtom, tokenAtom } from '@/lib/state/session';

// The API client (ky) and the contract schemas load as their own chunk, off every page's first load.
const initInfoModule = () => import('@/lib/api/initInfo');
const userInfoModule = () => import('@/features/account/api/userInfo');
const tokensModule = () => import('@/lib/state/tokens');

/**
 * Start-up before the first navigation (SPEC §7): read the token slots, take the stored initial
 * info (so the app starts offline) and refresh it; with neither, show the failure and a retry.
 */
export function AppBoot({ children }: { children: React.ReactNode }) {
  const t = useTranslations();
  const [initInfo, setInitInfo] = useAtom(initInfoAtom);
  const authReady = useAtomValue(authReadyAtom);
  const token = useAtomValue(tokenAtom);
  const [failed, setFailed] = useState(false);

  const fetchInitInfo = useCallback(() => {
    initInfoModule().then(({ loadInitInfo, readStoredInitInfo }) =>
      loadInitInfo().catch(async (error) => {
        console.warn('initial info not refreshed', error);
        if (!(await readStoredInitInfo())) setFailed(true);
      }),
    );
  }, []);

  useEffect(() => {
    void tokensModule().then(({ loadTokens }) => loadTokens());
    void initInfoModule()
      .then(({ readStoredInitInfo }) => readStoredInitInfo())
      .then((stored) => stored && setInitInfo((current) => current ?? stored));
    fetchInitInfo();
  }, [fetchInitInfo, setInitInfo]);

  useEffect(() => {
    if (!authReady || !token) return;
    userInfoModule()
      .then(({ ensureUserInfo }) => ensureUserInfo())
      .catch((error) => console.warn('user info not loaded', error));
  }, [authReady, token]);

  const retry = () => {
    setFailed(false);
    fetchInitInfo();
  };

  if (initInfo && authReady) return <>{children}</>;
  if (failed) {
    return (
      <main className="boot">
        <p role="alert">{t('boot.failed')}</p>
        <button type="button" className="button" onClick={retry}>
          {t('common.retry')}
        </button>
      </main>
    );
  }
  return (
    <main className="boot" aria-busy="true">
      <div className="spinner" aria-hidden="true" />
      <p className="visually-hidden">{t('boot.loading')}</p>
    </main>
  );
}
