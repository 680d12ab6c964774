'use client';

import { useTranslations } from 'next-intl';

/** What stands for an amount while balances are hidden: dots on screen, "hidden" for a screen reader. */
export function HiddenAmount() {
  const t = useTranslations('common');
  return (
    <span data-testid="hidden-amount">
      <span aria-hidden="true">••••••</span>
      <span className="visually-hidden">{t('amountHidden')}</span>
    </span>
  );
}
