'use client';

import { useRouter } from 'next/navigation';
import { useTranslations } from 'next-intl';
import { LoadFailed } from '@/components/kit/LoadFailed';
import { useRecord } from '@/features/cloudWallet/api/wallet';
import { RecordDetailDialog } from './RecordDetailDialog';

/**
 * A record's detail opened by a link (`/coinDetail?coin=BTC&record=6`, as the swap's result links
 * to what it wrote): the record is fetched by id and coin, since it may not be on the list's first
 * page, and shown in the same dialog a row opens. Closing it drops `record` from the address, so
 * Back does not open it again.
 */
export function LinkedRecordDetail({ id, coin }: { id: string; coin: string }) {
  const t = useTranslations('records');
  const router = useRouter();
  const { data, error, mutate } = useRecord(id, coin);
  if (error) return <LoadFailed text={t('loadFailed')} onRetry={() => void mutate()} testId="linked-record-error" />;
  if (!data) return null;
  return <RecordDetailDialog record={data} onClose={() => router.replace(`/coinDetail?coin=${encodeURIComponent(coin)}`)} />;
}
