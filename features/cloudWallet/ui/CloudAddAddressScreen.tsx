'use client';

import { Select } from '@/components/kit/Select';
import { useRouter, useSearchParams } from 'next/navigation';
import { useTranslations } from 'next-intl';
import { useId, useRef, useState } from 'react';
import { useSWRConfig } from 'swr';
import { Button } from '@/components/kit/Button';
import { NavBar } from '@/components/kit/NavBar';
import { focusFirstInvalid } from '@/components/kit/focusFirstInvalid';
import { TextField } from '@/components/kit/TextField';
import { failureOf, shownInline } from '@/lib/api/apiFailure';
import { emitApiEvent } from '@/lib/api/events';
import { addAddress, isWalletKey, updateAddress, useAddressBook, useCoinList } from '@/features/cloudWallet/api/wallet';
import { type AddressFailure, addressFailure } from '@/features/cloudWallet/logic/addressFailure';
import { addressEntryProblems } from '@/features/cloudWallet/logic/addressEntryProblems';
import type { AddressBookEntry } from '@/features/cloudWallet/contract/walletApi';
import { ADDRESS_BOOK_MAX, ADDRESS_MAX, ADDRESS_NAME_MAX } from '@/features/cloudWallet/contract/walletRules';
import { goBack } from '@/lib/navigation/goBack';
import { useKeptState } from '@/lib/state/keptState';
import { useAction } from '@/lib/useAction';

const BOOK = '/addressBook';

/**
 * `/addAddress` (and `/addAddress?id=…` to edit): a name, an address and optionally the coin it is
 * for, checked as the user types; the server checks the address for the coin (EIP-55 for ERC20)
 * and its translated reason shows under the field, with everything typed kept.
 */
export function CloudAddAddressScreen() {
  const t = useTranslations('cloudAddressBook');
  const id = useSearchParams().get('id');
  const book = useAddressBook();
  if (!id) return <AddressForm entry={null} />;
  const entry = book.data?.items.find((e) => e.id === id);
  return book.data && entry ? (
    <AddressForm key={entry.id} entry={entry} />
  ) : (
    <main className="screen">
      <NavBar title={t('editTitle')} fallback={BOOK} />
      {book.error && !book.data ? (
        <div className="notice notice-error" role="alert">
          <p>{t('loadFailed')}</p>
          <button type="button" className="button button-secondary" onClick={() => void book.mutate()}>
            {t('retry')}
          </button>
        </div>
      ) : book.data ? (
        <p className="notice notice-error" role="alert">
          {t('notFound')}
        </p>
      ) : (
        <div className="spinner spinner-center" role="status" aria-label={t('loading')} />
      )}
    </main>
  );
}

function AddressForm({ entry }: { entry: AddressBookEntry | null }) {
  const t = useTranslations('cloudAddressBook');
  const tf = useTranslations('fields');
  const router = useRouter();
  const { mutate } = useSWRConfig();
  const coins = useCoinList();
  const coinId = useId();
  const form = useRef<HTMLFormElement>(null);
  const [name, setName] = useKeptState('name', entry?.name ?? '');
  const [address, setAddress] = useKeptState('address', entry?.address ?? '');
  const [coin, setCoin] = useKeptState('coin', entry?.coin ?? '');
  const [touched, setTouched] = useState({ name: false, address: false });
  const [refused, setRefused] = useState<AddressFailure | null>(null);
  const [busy, run] = useAction();

  const problems = addressEntryProblems({ name, address });
  const nameError =
    touched.name && problems.name
      ? problems.name === 'hiddenCharacters'
        ? tf('hiddenCharacters')
        : t(`errors.name.${problems.name}`, { max: ADDRESS_NAME_MAX })
      : null;
  const addressError =
    touched.address && problems.address
      ? t(`errors.address.${problems.address}`, { max: ADDRESS_MAX, coin: coin || 'ERC20' })
      : refused?.field === 'address'
        ? t(`errors.address.${refused.reason}`, { max: ADDRESS_MAX, coin: coin || 'ERC20' })
        : null;
  const coinInfo = coins.data?.coins.find((c) => c.symbol === coin);
  const evm = !coin || coinInfo?.addressFormat === 'evm';

  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    setTouched({ name: true, address: true });
    if (problems.name || problems.address) return focusFirstInvalid(form.current);
    void run(async () => {
      const body = { name: name.trim(), address: address.trim(), ...(coin ? { coin } : {}) };
      try {
        await (entry ? updateAddress({ id: entry.id, ...body }) : addAddress(body));
      } catch (error) {
        const failure = failureOf(error);
        if (!failure) throw error;
        const refused = addressFailure(failure);
        if (refused) shownInline(failure);
        setRefused(refused);
        focusFirstInvalid(form.current);
        return;
      }
      emitApiEvent({ type: 'toast', message: '', key: 'cloudAddressBook.saved' });
      await mutate(isWalletKey('addressBookList'));
      setName('');
      setAddress('');
      setCoin('');
      goBack(router, BOOK);
    });
  };

  return (
    <main className="screen">
      <NavBar title={entry ? t('editTitle') : t('addTitle')} fallback={BOOK} />
      <form ref={form} className="form" onSubmit={submit} noValidate>
        <TextField
          label={t('name')}
          value={name}
          onChange={(value) => {
            setName(value);
            setTouched((s) => ({ ...s, name: true }));
          }}
          error={nameError}
          autoComplete="off"
        />
        <TextField
          label={t('address')}
          value={address}
          onChange={(value) => {
            setAddress(value);
            setTouched((s) => ({ ...s, address: true }));
            if (refused?.field === 'address') setRefused(null);
          }}
          error={addressError}
          autoComplete="off"
          placeholder={evm ? '0x…' : undefined}
        />
        <Select<string>
          label={t('coin')}
          className="field"
          value={coin}
          onChange={(next) => {
            setCoin(next);
            if (refused?.field === 'address') setRefused(null);
          }}
          describedBy={`${coinId}-note`}
          testId="address-coin"
          options={[
            { value: '', label: t('anyCoin') },
            ...(coin && !coins.data ? [{ value: coin, label: coin }] : []),
            ...(coins.data?.coins.map((c) => ({ value: c.symbol, label: `${c.symbol} · ${c.name}` })) ?? []),
          ]}
        />
        <p id={`${coinId}-note`} className="notice" data-testid="address-note">
          {evm ? t('erc20Note') : t('coinNote', { coin })}
        </p>
        {refused?.field === 'form' && (
          <p className="form-error" role="alert" data-testid="address-form-error">
            {t('errors.form.full', { max: ADDRESS_BOOK_MAX })}
          </p>
        )}
        <Button type="submit" busy={busy} testId="save-address">
          {t('save')}
        </Button>
      </form>
    </main>
  );
}
