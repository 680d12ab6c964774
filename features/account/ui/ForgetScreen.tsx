'use client';

import { AppLink } from '@/components/kit/AppLink';
import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { Empty } from '@/components/kit/Empty';
import { NavBar } from '@/components/kit/NavBar';
import { USER_ERRORS } from '@/lib/contract/userApi';
import { SmsPasswordForm } from './SmsPasswordForm';

/** `/forget`: a new login password by SMS code, then back to the login. */
export function ForgetScreen() {
  const t = useTranslations('forget');
  const [done, setDone] = useState(false);

  if (done) {
    return (
      <main className="screen">
        <NavBar title={t('title')} fallback="/relogin" />
        <Empty
          title={t('doneTitle')}
          body={t('doneBody')}
          action={
            <AppLink className="button" href="/relogin" replace>
              {t('toLogin')}
            </AppLink>
          }
        />
      </main>
    );
  }

  return (
    <main className="screen">
      <NavBar title={t('title')} fallback="/relogin" />
      <SmsPasswordForm
        purpose="resetPassword"
        texts={{ password: t('password'), repeat: t('repeat'), submit: t('submit') }}
        intro={t('intro')}
        failureFields={{ [USER_ERRORS.phoneUnknown]: 'phone' }}
        onSubmit={async ({ phone, code, password }) => {
          const { resetPassword } = await import('@/features/account/api/user');
          await resetPassword({ phone, code, password });
          setDone(true);
        }}
      />
    </main>
  );
}
