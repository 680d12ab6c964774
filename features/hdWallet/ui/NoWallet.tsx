'use client';

import { useTranslations } from 'next-intl';
import { AppLink } from '@/components/kit/AppLink';
import { Empty } from '@/components/kit/Empty';

/** No HD wallet on this device yet: create one or import one (SPEC §2). */
export function NoWallet() {
  const t = useTranslations('hd.wallet');
  return (
    <Empty
      title={t('emptyTitle')}
      body={t('emptyBody')}
      action={
        <div className="actions">
          <AppLink className="button" href="/createWalletPassword" testId="hd-create">
            {t('create')}
          </AppLink>
          <AppLink className="button button-secondary" href="/safety" testId="hd-import">
            {t('import')}
          </AppLink>
        </div>
      }
    />
  );
}
