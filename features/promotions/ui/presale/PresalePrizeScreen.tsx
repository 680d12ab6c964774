'use client';

import { useTranslations } from 'next-intl';
import { NavBar } from '@/components/kit/NavBar';
import { AccountGate } from '@/components/shell/AccountGate';
import { PresaleHistoryList } from './PresaleHistoryList';

/** `/index/premmt-prize-history` (login needed): the tokens I won in pre-sale draws, round by round. */
export function PresalePrizeScreen() {
  const t = useTranslations('promotions.presale');
  return (
    <main className="screen">
      <NavBar title={t('prizesTitle')} fallback="/index/premmt" />
      <AccountGate>{() => <PresaleHistoryList prizes />}</AccountGate>
    </main>
  );
}
