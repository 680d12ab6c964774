'use client';

import { IconCopy, IconUser } from '@tabler/icons-react';
import { useAtomValue } from 'jotai';
import { useTranslations } from 'next-intl';
import { Ltr } from '@/components/kit/Ltr';
import { useCopy } from '@/components/kit/useCopy';
import { userInfoAtom } from '@/lib/state/session';

/**
 * The signed-in account at the top of home: its name, the masked phone number (or, for an account
 * without one, its UID), and a button that copies the UID, which support and transfers ask for.
 */
export function AccountHeader() {
  const t = useTranslations('home');
  const user = useAtomValue(userInfoAtom);
  const copy = useCopy();
  if (!user) return <div className="account-header" aria-busy="true" />;
  return (
    <section className="account-header" aria-label={t('account')} data-testid="account-header">
      <span className="account-avatar" aria-hidden="true">
        <IconUser className="icon" />
      </span>
      <div className="account-text">
        <p className="account-name">{user.accountName}</p>
        <p className="account-id">
          {user.phoneMasked ? <Ltr>{user.phoneMasked}</Ltr> : null}
          <span data-testid="account-uid">
            {t('uid')} <Ltr>{user.accid}</Ltr>
          </span>
        </p>
      </div>
      <button type="button" className="icon-button" aria-label={t('copyUid')} onClick={() => void copy(user.accid)} data-testid="copy-uid">
        <IconCopy className="icon" aria-hidden="true" />
      </button>
    </section>
  );
}
