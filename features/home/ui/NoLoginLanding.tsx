'use client';

import { AppLink } from '@/components/kit/AppLink';
import { useTranslations } from 'next-intl';
import { useQuery } from '@/lib/firstPaint/useHydrated';
import { safeRedirect } from '@/lib/routes';

/**
 * The not-logged-in landing (SPEC §2): the cloud wallet (phone login) or the HD wallet. A guard's
 * `redirect` travels on to the login so the user arrives where they first wanted.
 */
export function NoLoginLanding() {
  const t = useTranslations('nologin');
  const redirect = useQuery().get('redirect');
  const login = redirect ? `/relogin?redirect=${encodeURIComponent(safeRedirect(redirect))}` : '/relogin';
  return (
    <main className="screen landing">
      <h1 className="landing-title">{t('title')}</h1>
      <p className="landing-subtitle">{t('subtitle')}</p>
      <AppLink className="landing-card" href={login} testId="landing-cloud">
        <span className="landing-card-title">{t('cloudWallet')}</span>
        <span className="landing-card-body">{t('cloudWalletDesc')}</span>
      </AppLink>
      <AppLink className="landing-card" href="/index/hd-wallet" testId="landing-hd">
        <span className="landing-card-title">{t('hdWallet')}</span>
        <span className="landing-card-body">{t('hdWalletDesc')}</span>
      </AppLink>
    </main>
  );
}
