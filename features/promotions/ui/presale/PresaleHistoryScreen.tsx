'use client';

import { useTranslations } from 'next-intl';
import { NavBar } from '@/components/kit/NavBar';
import { AccountGate } from '@/components/shell/AccountGate';
import { PresaleHistoryList } from './PresaleHistoryList';

/** `/index/premmt-history` (login needed): my pre-sale subscriptions, round by round, with their state. */
export function PresaleHistoryScreen() {
  const t = useTranslations('promotions.presale');
  return (
    <main className="screen">
      <NavBar title={t('historyTitle')} fallback="/index/premmt" />
      <AccountGate>{() => <PresaleHistoryList prizes={false} />}</AccountGate>
    </main>
  );
}
