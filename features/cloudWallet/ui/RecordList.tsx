'use client';

import { IconReceipt } from '@tabler/icons-react';
import { Select } from '@/components/kit/Select';
import { StatusLabel } from '@/components/kit/StatusLabel';
import { useTranslations } from 'next-intl';
import { useEffect, useId, useRef, useState } from 'react';
import { Empty } from '@/components/kit/Empty';
import { LoadFailed } from '@/components/kit/LoadFailed';
import { useRecords } from '@/features/cloudWallet/api/wallet';
import { pagedItems } from '@/lib/api/pagedItems';
import { recordAmount } from '@/features/cloudWallet/logic/recordAmount';
import { recordTypeFilter } from '@/features/cloudWallet/logic/recordTypeFilter';
import type { WalletRecord } from '@/features/cloudWallet/contract/walletApi';
import { RECORD_TYPE_NUMBERS, type RecordType } from '@/features/cloudWallet/contract/walletRules';
import { formatDate } from '@/lib/format/formatDate';
import { useKeptState } from '@/lib/state/keptState';
import { CoinRowsLoading } from './CoinRow';
import { RecordDetailDialog } from './RecordDetailDialog';
import { useMoreOnScroll } from '@/components/kit/useMoreOnScroll';
import styles from './Records.module.css';
import { Ltr } from '@/components/kit/Ltr';
import { recordTitleKey } from '@/features/cloudWallet/logic/recordTitleKey';

/**
 * Transaction records, newest first, a page at a time (the next page loads when the end of the
 * list scrolls into view, or with the "Load more" button); a row opens the record's detail. With
 * `coin`: that coin's, filtered by a type the user picks. With `type` instead: that type's in
 * every coin (the wealth records, /query), without the filter.
 */
export function RecordList({ coin, type: fixedType, title }: { coin: string; type?: undefined; title?: undefined } | { coin?: undefined; type: RecordType; title: string }) {
  const t = useTranslations('records');
  // Record titles come from several features' messages (recordTitles.<kind>), so from the root.
  const named = useTranslations();
  const filterId = useId();
  const [filter, setFilter] = useKeptState('recordType', '');
  const type = fixedType ?? recordTypeFilter(filter);
  const { data, error, isLoading, isValidating, size, setSize, mutate } = useRecords({ coin, type });
  const [open, setOpen] = useState<WalletRecord | null>(null);
  const { items, hasMore } = pagedItems(data);
  const loadingMore = isValidating && size > (data?.length ?? 0);
  const more = () => {
    if (hasMore && !loadingMore && !error) void setSize(size + 1);
  };
  const sentinel = useMoreOnScroll(more, items.length);
  const opener = useRef<HTMLButtonElement | null>(null);

  // Focus goes back to the row the detail was opened from.
  useEffect(() => {
    if (!open) opener.current?.focus();
  }, [open]);

  return (
    <section aria-labelledby={`${filterId}-title`}>
      <h2 id={`${filterId}-title`} className="section-title">
        {title ?? t('title')}
      </h2>
      {fixedType === undefined && (
        <div className={styles.filter}>
          <Select<string>
            label={t('filterLabel')}
            className={styles.select}
            value={type === undefined ? '' : String(type)}
            onChange={setFilter}
            testId="record-type"
            options={[{ value: '', label: t('allTypes') }, ...RECORD_TYPE_NUMBERS.map((n) => ({ value: String(n), label: t(`types.${n}`) }))]}
          />
        </div>
      )}
      {error && items.length === 0 ? (
        <LoadFailed text={t('loadFailed')} onRetry={() => void mutate()} testId="records-error" />
      ) : isLoading && items.length === 0 ? (
        <CoinRowsLoading label={t('loading')} rows={3} />
      ) : items.length === 0 ? (
        <Empty
          icon={IconReceipt}
          title={type === undefined || fixedType !== undefined ? t('emptyTitle') : t('emptyFiltered')}
          body={type === undefined ? t('emptyBody') : fixedType !== undefined ? t('emptyWealthBody') : undefined}
        />
      ) : (
        <>
          <ul className="coins" data-testid="records">
            {items.map((record) => (
              <li key={record.id} className={styles.item}>
                <button
                  type="button"
                  className={styles.row}
                  data-testid="record-row"
                  data-record-id={record.id}
                  data-status={record.status}
                  aria-haspopup="dialog"
                  onClick={(event) => {
                    opener.current = event.currentTarget;
                    setOpen(record);
                  }}
                >
                  <span className={styles.rowMain}>
                    <span className={styles.rowTitle}>{named(recordTitleKey(record, (key) => named.has(key)))}</span>
                    <span className="coin-sub">{formatDate(new Date(record.time))}</span>
                  </span>
                  <span className="history-side">
                    <span className={`coin-amount ${record.direction === 'out' ? 'amount-out' : 'amount-in'}`}>
                      <Ltr>{recordAmount(record)}</Ltr>
                    </span>
                    <StatusLabel status={record.status} text={t(`status.${record.status}`)} />
                  </span>
                </button>
              </li>
            ))}
          </ul>
          {error && (
            <p className="notice notice-error" role="alert">
              {t('loadFailed')}
            </p>
          )}
          {hasMore && (
            <>
              <div ref={sentinel} className={styles.sentinel} />
              <button type="button" className="button button-text more" onClick={() => (error ? void mutate() : more())} aria-busy={loadingMore || undefined} data-testid="records-more">
                {loadingMore ? t('loadingMore') : error ? t('retry') : t('loadMore')}
              </button>
            </>
          )}
        </>
      )}
      {open && <RecordDetailDialog record={open} onClose={() => setOpen(null)} />}
    </section>
  );
}
