'use client';

import { AppLink } from '@/components/kit/AppLink';
import { useSearchParams } from 'next/navigation';
import { useTranslations } from 'next-intl';
import { NavBar } from '@/components/kit/NavBar';
import { USER_ERRORS } from '@/lib/contract/userApi';
import { checkInvite } from '@/features/account/contract/fieldRules';
import { safeRedirect } from '@/lib/routes';
import { useKeptState } from '@/lib/state/keptState';
import { ConsentLine } from '@/components/kit/ConsentLine';
import { SmsPasswordForm } from './SmsPasswordForm';
import { useFinishLogin } from './useFinishLogin';

/**
 * `/register` (SPEC §2, §5): phone, SMS code, password twice and an optional invite code (from
 * `?invite=`). The new account is logged in and goes where the user first wanted.
 */
export function RegisterScreen() {
  const t = useTranslations('register');
  const params = useSearchParams();
  const redirect = params.get('redirect');
  const finish = useFinishLogin();
  const [invite, setInvite] = useKeptState('invite', params.get('invite') ?? '');

  const login = redirect ? `/relogin?redirect=${encodeURIComponent(safeRedirect(redirect))}` : '/relogin';
  return (
    <main className="screen">
      <NavBar title={t('title')} fallback="/relogin" />
      <SmsPasswordForm
        purpose="register"
        texts={{ password: t('password'), repeat: t('repeat'), submit: t('submit') }}
        extra={{ label: t('invite'), value: invite, onChange: setInvite, check: checkInvite, maxLength: 12 }}
        failureFields={{ [USER_ERRORS.phoneTaken]: 'phone', [USER_ERRORS.inviteCodeUnknown]: 'extra' }}
        beforeSubmit={<ConsentLine />}
        afterSubmit={
          <p className="form-links">
            <AppLink href={login}>{t('haveAccount')}</AppLink>
          </p>
        }
        onSubmit={async ({ phone, code, password }) => {
          const { register } = await import('@/features/account/api/user');
          const inviteCode = invite.trim() || undefined;
          const result = await register({ phone, code, password, inviteCode });
          await finish(result, redirect);
        }}
      />
    </main>
  );
}
