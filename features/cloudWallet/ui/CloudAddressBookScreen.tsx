'use client';

import { IconAddressBook } from '@tabler/icons-react';
import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { useSWRConfig } from 'swr';
import { useCopy } from '@/components/kit/useCopy';
import { AppLink } from '@/components/kit/AppLink';
import { Button } from '@/components/kit/Button';
import { Empty } from '@/components/kit/Empty';
import { NavBar } from '@/components/kit/NavBar';
import { emitApiEvent } from '@/lib/api/events';
import { deleteAddress, isWalletKey, useAddressBook } from '@/features/cloudWallet/api/wallet';
import type { AddressBookEntry } from '@/features/cloudWallet/contract/walletApi';
import { ADDRESS_BOOK_MAX } from '@/features/cloudWallet/contract/walletRules';
import { useAction } from '@/lib/useAction';
import styles from './Records.module.css';
import { AddressChip } from '@/components/kit/AddressChip';

/**
 * `/addressBook`: the cloud account's address book (SPEC §2): names and addresses, an optional
 * coin, copy, edit (on /addAddress?id=…) and delete after a confirmation; at most 200 entries.
 */
export function CloudAddressBookScreen() {
  const t = useTranslations('cloudAddressBook');
  const { data, error, isLoading, mutate } = useAddressBook();
  const items = data?.items ?? [];
  const full = items.length >= ADDRESS_BOOK_MAX;
  return (
    <main className="screen">
      <NavBar title={t('title')} fallback="/index/home" />
      {error && !data ? (
        <div className="notice notice-error" role="alert" data-testid="address-book-error">
          <p>{t('loadFailed')}</p>
          <button type="button" className="button button-secondary" onClick={() => void mutate()}>
            {t('retry')}
          </button>
        </div>
      ) : isLoading || !data ? (
        <ul className="coins" aria-busy="true" aria-label={t('loading')}>
          {[0, 1, 2].map((i) => (
            <li key={i} className="coin coin-skeleton" />
          ))}
        </ul>
      ) : items.length === 0 ? (
        <Empty icon={IconAddressBook} title={t('emptyTitle')} body={t('emptyBody')} />
      ) : (
        <>
          <p className="footnote" data-testid="address-count">
            {t('count', { count: items.length, max: ADDRESS_BOOK_MAX })}
          </p>
          <ul className="coins" data-testid="cloud-address-book">
            {items.map((entry) => (
              <AddressEntry key={entry.id} entry={entry} />
            ))}
          </ul>
        </>
      )}
      {data && (
        <div className="actions">
          {full ? (
            <>
              <p className="notice notice-warning" role="status" data-testid="address-book-full">
                {t('full', { max: ADDRESS_BOOK_MAX })}
              </p>
              <Button disabled>{t('add')}</Button>
            </>
          ) : (
            <AppLink className="button" href="/addAddress" testId="add-address">
              {t('add')}
            </AppLink>
          )}
        </div>
      )}
    </main>
  );
}

function AddressEntry({ entry }: { entry: AddressBookEntry }) {
  const t = useTranslations('cloudAddressBook');
  const { mutate } = useSWRConfig();
  const copy = useCopy();
  const [confirming, setConfirming] = useState(false);
  const [busy, run] = useAction();
  const remove = () =>
    run(async () => {
      try {
        await deleteAddress(entry.id);
      } catch {
        return; // The client toasted the failure; the entry stays.
      }
      emitApiEvent({ type: 'toast', message: '', key: 'cloudAddressBook.deleted' });
      await mutate(isWalletKey('addressBookList'));
    });
  return (
    <li className={styles.entry} data-testid="address-entry" data-name={entry.name}>
      <span className={styles.entryMain}>
        <span className="wallet-item-name">
          {entry.name}
          {entry.coin && <span className={styles.badge}>{entry.coin}</span>}
        </span>
        <AddressChip address={entry.address} testId="address-entry-address" />
      </span>
      <span className={styles.entryActions}>
        {confirming ? (
          <>
            <p role="alert">{t('confirmDelete', { name: entry.name })}</p>
            <Button variant="text" busy={busy} onClick={() => void remove()} testId="confirm-delete">
              {t('delete')}
            </Button>
            <Button variant="text" onClick={() => setConfirming(false)}>
              {t('keep')}
            </Button>
          </>
        ) : (
          <>
            <button type="button" className="button button-text" onClick={() => void copy(entry.address)} aria-label={t('copyNamed', { name: entry.name })}>
              {t('copy')}
            </button>
            <AppLink className="button button-text" href={`/addAddress?id=${encodeURIComponent(entry.id)}`}>
              <span aria-hidden="true">{t('edit')}</span>
              <span className="visually-hidden">{t('editNamed', { name: entry.name })}</span>
            </AppLink>
            <button type="button" className="button button-text" onClick={() => setConfirming(true)} aria-label={t('deleteNamed', { name: entry.name })}>
              {t('delete')}
            </button>
          </>
        )}
      </span>
    </li>
  );
}
