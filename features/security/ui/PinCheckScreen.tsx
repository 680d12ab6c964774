'use client';

import { AppLink } from '@/components/kit/AppLink';
import { useSetAtom } from 'jotai';
import { useRouter, useSearchParams } from 'next/navigation';
import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { Empty } from '@/components/kit/Empty';
import { NavBar } from '@/components/kit/NavBar';
import { hasPin } from '@/lib/state/hasPin';
import { safeRedirect } from '@/lib/routes';
import { appLockedAtom } from '@/lib/state/appLock';
import { PinLockScreen } from './PinLockScreen';

/**
 * `/pincheck?redirect=/path`: the lock screen as a page (the shell shows the same screen as an
 * overlay on launch and after the background); the right PIN unlocks the app and goes on.
 */
export function PinCheckScreen() {
  const t = useTranslations('pin');
  const router = useRouter();
  const redirect = useSearchParams().get('redirect');
  const setLocked = useSetAtom(appLockedAtom);
  const [pinOn] = useState(() => hasPin());

  if (!pinOn) {
    return (
      <main className="screen">
        <NavBar title={t('lockTitle')} />
        <Empty
          title={t('noPin')}
          action={
            <AppLink className="button" href="/pinset">
              {t('turnOn')}
            </AppLink>
          }
        />
      </main>
    );
  }
  return (
    <PinLockScreen
      onUnlock={() => {
        setLocked(false);
        router.replace(safeRedirect(redirect));
      }}
    />
  );
}
