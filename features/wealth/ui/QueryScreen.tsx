'use client';

import { useTranslations } from 'next-intl';
import { NavBar } from '@/components/kit/NavBar';
import { AccountGate } from '@/components/shell/AccountGate';
import { RecordList } from '@/features/cloudWallet/ui/RecordList';
import { RECORD_TYPES } from '@/features/cloudWallet/contract/walletRules';

/**
 * `/query` (login needed): the wealth records (type 4) in every coin, newest first — money put
 * into orders and payouts — each opening its record's detail.
 */
export function QueryScreen() {
  const t = useTranslations('wealth');
  return (
    <main className="screen">
      <NavBar title={t('queryTitle')} fallback="/index/wealth" />
      <AccountGate>{() => <RecordList type={RECORD_TYPES.financialProduct} title={t('recordsHint')} />}</AccountGate>
    </main>
  );
}
