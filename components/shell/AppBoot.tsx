'use client';

import { useAtom, useAtomValue } from 'jotai';
import { usePathname } from 'next/navigation';
import { useTranslations } from 'next-intl';
import { useCallback, useEffect, useState } from 'react';
import { useHydrated } from '@/lib/firstPaint/useHydrated';
import { isFirstScreen } from '@/lib/routes';
import { authReadyAtom, initInfoAtom, tokenAtom } from '@/lib/state/session';

// The API client (ky) and the contract schemas load as their own chunk, off every page's first load.
const initInfoModule = () => import('@/lib/api/initInfo');
const userInfoModule = () => import('@/lib/api/userInfo');
const tokensModule = () => import('@/lib/state/tokens');

/**
 * Start-up before the first navigation (SPEC §7): read the token slots, take the stored initial
 * info (so the app starts offline) and refresh it; with neither, show the failure and a retry.
 * The first-screen routes (lib/routes.ts) are in the exported HTML and show at once, without
 * waiting: they work with the initial info still on its way. Every other route waits for it and for
 * the token slots, as it did in the HTML.
 */
export function AppBoot({ children }: { children: React.ReactNode }) {
  const t = useTranslations();
  const [initInfo, setInitInfo] = useAtom(initInfoAtom);
  const authReady = useAtomValue(authReadyAtom);
  const token = useAtomValue(tokenAtom);
  const [failed, setFailed] = useState(false);
  const firstScreen = isFirstScreen(usePathname());
  const hydrated = useHydrated();

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
  if (firstScreen || (hydrated && initInfo && authReady)) return <>{children}</>;
  return (
    <main className="boot" aria-busy="true">
      <div className="spinner" aria-hidden="true" />
      <p className="visually-hidden">{t('boot.loading')}</p>
    </main>
  );
}
