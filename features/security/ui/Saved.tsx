'use client';

import { useTranslations } from 'next-intl';

/** What a flow's last step shows while it moves on after saving. */
export function Saved() {
  const t = useTranslations('payPassword');
  return (
    <p className="notice" role="status">
      {t('saved')}
    </p>
  );
}
