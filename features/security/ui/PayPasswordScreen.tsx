'use client';

import { AppLink } from '@/components/kit/AppLink';
import { useSetAtom } from 'jotai';
import { useTranslations } from 'next-intl';
import { useEffect } from 'react';
import { AccountGate } from '@/components/shell/AccountGate';
import { Cell } from '@/components/kit/Cell';
import { NavBar } from '@/components/kit/NavBar';
import { googleCodeAtom, payPasswordFlowAtom } from '@/features/security/state/securityFlow';
import type { UserInfo } from '@/lib/state/session';

/**
 * `/payPassword` (SPEC §4): set it when there is none; change it with the current one or reset it
 * by SMS code when there is. It can never be turned off. Every flow starts here afresh.
 */
export function PayPasswordScreen() {
  const t = useTranslations('payPassword');
  const setFlow = useSetAtom(payPasswordFlowAtom);
  const setGoogle = useSetAtom(googleCodeAtom);
  useEffect(() => {
    setFlow(null);
    setGoogle(null);
  }, [setFlow, setGoogle]);
  return (
    <main className="screen">
      <NavBar title={t('title')} fallback="/setUp" />
      <AccountGate>{(user) => <Hub user={user} />}</AccountGate>
    </main>
  );
}

function Hub({ user }: { user: UserInfo }) {
  const t = useTranslations('payPassword');
  return (
    <>
      <section className="card">
        <p className="card-kicker">{t('status')}</p>
        <p className="card-title" data-testid="pay-password-status">
          {user.payPasswordSet ? t('isSet') : t('isNotSet')}
        </p>
        <p className="card-body">{t('about')}</p>
      </section>
      {user.payPasswordSet ? (
        <nav className="cells" aria-label={t('title')}>
          <Cell label={t('change')} href="/editPayPassword" />
          <Cell label={t('forgot')} href="/forgetPayPass" />
        </nav>
      ) : (
        <div className="actions">
          <AppLink className="button" href="/firstSetPayPassword">
            {t('set')}
          </AppLink>
        </div>
      )}
      <p className="footnote">{t('cannotTurnOff')}</p>
    </>
  );
}
