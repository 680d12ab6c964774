'use client';

import { useAtomValue } from 'jotai';
import { useTranslations } from 'next-intl';
import { Suspense } from 'react';
import { Cell } from '@/components/kit/Cell';
import { NavBar } from '@/components/kit/NavBar';
import { isLoggedInAtom, userInfoAtom } from '@/lib/state/session';
import { NoLoginLanding } from './NoLoginLanding';

/** The wallet tab: the landing for a visitor, the signed-in account's home otherwise. */
export function HomeScreen() {
  const t = useTranslations('home');
  const loggedIn = useAtomValue(isLoggedInAtom);
  const user = useAtomValue(userInfoAtom);
  if (!loggedIn) {
    return (
      <Suspense>
        <NoLoginLanding />
      </Suspense>
    );
  }
  return (
    <main className="screen">
      <NavBar title={t('title')} back={false} />
      <section className="card">
        <p className="card-kicker">{t('signedIn')}</p>
        {user && <p className="card-title">{t('accountId', { accid: user.accid })}</p>}
      </section>
      <nav className="cells">
        <Cell label={t('cloudSettings')} href="/setUp" />
        <Cell label={t('hdWallet')} href="/index/hd-wallet" />
        <Cell label={t('settings')} href="/index/mypage" />
      </nav>
    </main>
  );
}
