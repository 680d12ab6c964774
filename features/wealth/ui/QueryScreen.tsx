'use client';

import { useTranslations } from 'next-intl';
import { NavBar } from '@/components/kit/NavBar';
import { AccountGate } from '@/components/shell/AccountGate';
import { RECORD_TYPES, type RecordType } from '@/features/cloudWallet/contract/walletRules';
import type { ComponentType } from 'react';

/**
 * `/query` (login needed): the wealth records (type 4) in every coin, newest first — money put
 * into orders and payouts — each opening its record's detail. The list is the cloud wallet's record list, which
 * the page passes in (a feature does not import another's UI).
 */
export function QueryScreen({ RecordList }: { RecordList: ComponentType<{ type: RecordType; title: string }> }) {
  const t = useTranslations('wealth');
  return (
    <main className="screen">
      <NavBar title={t('queryTitle')} fallback="/index/wealth" />
      <AccountGate>{() => <RecordList type={RECORD_TYPES.financialProduct} title={t('recordsHint')} />}</AccountGate>
    </main>
  );
}
