'use client';

import { IconAddressBook } from '@tabler/icons-react';
import { useAtomValue, useSetAtom } from 'jotai';
import { useRouter, useSearchParams } from 'next/navigation';
import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { AppLink } from '@/components/kit/AppLink';
import { Empty } from '@/components/kit/Empty';
import { NavBar } from '@/components/kit/NavBar';
import { UnavailableScreen } from '@/components/shell/UnavailableScreen';
import { goBack } from '@/lib/navigation/goBack';
import { hdAddressBookAtom, pickedAddressAtom, saveAddressBook } from '@/features/hdWallet/state/addressBookState';
import { useCopy } from '@/components/kit/useCopy';
import { AddressChip } from '@/components/kit/AddressChip';

/**
 * `/addressBook`. With `?wallet=hd` it is the HD wallet's book, kept on this device and open without
 * a cloud login (`&pick=1`: choosing an entry hands its address back to the send screen). Without
 * it, the route is the cloud account's book (SPEC §6 protected), which a later version provides.
 */
export function AddressBookScreen() {
  const params = useSearchParams();
  if (params.get('wallet') !== 'hd') return <UnavailableScreen />;
  return <HdAddressBook pick={params.get('pick') === '1'} />;
}

function HdAddressBook({ pick }: { pick: boolean }) {
  const t = useTranslations('hd.book');
  const router = useRouter();
  const book = useAtomValue(hdAddressBookAtom);
  const setPicked = useSetAtom(pickedAddressAtom);
  const copy = useCopy();
  const [removing, setRemoving] = useState<string | null>(null);
  return (
    <main className="screen">
      <NavBar title={t('title')} fallback="/index/hd-wallet" />
      {pick && <p className="notice">{t('pickIntro')}</p>}
      {book.length === 0 ? (
        <Empty icon={IconAddressBook} title={t('emptyTitle')} body={t('emptyBody')} />
      ) : (
        <ul className="cells" data-testid="address-book">
          {book.map((entry) => (
            <li key={entry.id} className="cell contact">
              <span className="cell-label">
                <span className="wallet-item-name">{entry.name}</span>
                <AddressChip address={entry.address} />
              </span>
              {pick ? (
                <button
                  type="button"
                  className="button button-text"
                  onClick={() => {
                    setPicked(entry.address);
                    goBack(router, '/hd-send');
                  }}
                  aria-label={t('chooseNamed', { name: entry.name })}
                >
                  {t('choose')}
                </button>
              ) : removing === entry.id ? (
                <>
                  <button type="button" className="button button-text" onClick={() => saveAddressBook(book.filter((other) => other.id !== entry.id))}>
                    {t('confirmRemove')}
                  </button>
                  <button type="button" className="button button-text" onClick={() => setRemoving(null)}>
                    {t('keep')}
                  </button>
                </>
              ) : (
                <>
                  <button type="button" className="button button-text" onClick={() => void copy(entry.address)} aria-label={t('copyNamed', { name: entry.name })}>
                    {t('copy')}
                  </button>
                  <button type="button" className="button button-text" onClick={() => setRemoving(entry.id)} aria-label={t('removeNamed', { name: entry.name })}>
                    {t('remove')}
                  </button>
                </>
              )}
            </li>
          ))}
        </ul>
      )}
      <div className="actions">
        <AppLink className="button" href="/addAddress?wallet=hd" testId="add-address">
          {t('add')}
        </AppLink>
      </div>
    </main>
  );
}
