'use client';

import { useAtom, useAtomValue, useSetAtom } from 'jotai';
import { useTranslations } from 'next-intl';
import { useCallback, useEffect, useState } from 'react';
import { loadInitInfo, readStoredInitInfo } from '@/lib/api/initInfo';
import { ensureUserInfo } from '@/lib/api/userInfo';
import { resolveLocale } from '@/lib/i18n/locales';
import { authReadyAtom, initInfoAtom, tokenAtom } from '@/lib/state/session';
import { browserLocaleAtom } from '@/lib/state/settings';
import { loadTokens } from '@/lib/state/tokens';

/**
 * Start-up before the first navigation (SPEC §7): read the token slots, take the stored initial
 * info (so the app starts offline) and refresh it; with neither, show the failure and a retry.
 */
export function AppBoot({ children }: { children: React.ReactNode }) {
  const t = useTranslations();
  const [initInfo, setInitInfo] = useAtom(initInfoAtom);
  const authReady = useAtomValue(authReadyAtom);
  const token = useAtomValue(tokenAtom);
  const setBrowserLocale = useSetAtom(browserLocaleAtom);
  const [failed, setFailed] = useState(false);

  const fetchInitInfo = useCallback(() => {
    setFailed(false);
    loadInitInfo().catch((error) => {
      console.warn('initial info not refreshed', error);
      if (!readStoredInitInfo()) setFailed(true);
    });
  }, []);

  useEffect(() => {
    setBrowserLocale(resolveLocale(null, navigator.languages ?? [navigator.language]));
    void loadTokens();
    const stored = readStoredInitInfo();
    if (stored) setInitInfo(stored);
    fetchInitInfo();
  }, [fetchInitInfo, setBrowserLocale, setInitInfo]);

  useEffect(() => {
    if (authReady && token) ensureUserInfo().catch((error) => console.warn('user info not loaded', error));
  }, [authReady, token]);

  if (initInfo && authReady) return <>{children}</>;
  if (failed) {
    return (
      <main className="boot">
        <p role="alert">{t('boot.failed')}</p>
        <button type="button" className="button" onClick={fetchInitInfo}>
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
