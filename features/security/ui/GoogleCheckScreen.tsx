'use client';

import { AppLink } from '@/components/kit/AppLink';
import { useTranslations } from 'next-intl';
import { AccountGate } from '@/components/shell/AccountGate';
import { NavBar } from '@/components/kit/NavBar';

/** `/googleCheck`: whether Google two-step verification is on, and the way to turn it on. */
export function GoogleCheckScreen() {
  const t = useTranslations('google');
  return (
    <main className="screen">
      <NavBar title={t('title')} fallback="/setUp" />
      <AccountGate>
        {(user) => (
          <>
            <section className="card">
              <p className="card-kicker">{t('status')}</p>
              <p className="card-title" data-testid="google-status">
                {user.googleEnabled ? t('on') : t('off')}
              </p>
              <p className="card-body">{user.googleEnabled ? t('onBody') : t('offBody')}</p>
            </section>
            {!user.googleEnabled && (
              <div className="actions">
                <AppLink className="button" href="/googleCode">
                  {t('enable')}
                </AppLink>
              </div>
            )}
          </>
        )}
      </AccountGate>
    </main>
  );
}
