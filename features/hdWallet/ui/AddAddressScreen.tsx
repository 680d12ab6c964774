'use client';

import { useAtomValue } from 'jotai';
import { useRouter, useSearchParams } from 'next/navigation';
import { useTranslations } from 'next-intl';
import { Button } from '@/components/kit/Button';
import { NavBar } from '@/components/kit/NavBar';
import { TextField } from '@/components/kit/TextField';
import { UnavailableScreen } from '@/components/shell/UnavailableScreen';
import { goBack } from '@/lib/navigation/goBack';
import { hdAddressBookAtom, saveAddressBook } from '@/features/hdWallet/state/addressBookState';
import { useKeptState } from '@/lib/state/keptState';
import { checkContact } from '@/lib/wallet/addressBook/addressBook';
import { useFieldErrors } from '@/components/kit/useFieldErrors';

/** `/addAddress?wallet=hd`: a name and an address for the HD book, checked (EIP-55 checksum), with the spec's ERC-20 note. */
export function AddAddressScreen() {
  const params = useSearchParams();
  if (params.get('wallet') !== 'hd') return <UnavailableScreen />;
  return <AddHdAddress />;
}

function AddHdAddress() {
  const t = useTranslations('hd.book');
  const tf = useTranslations('fields');
  const router = useRouter();
  const book = useAtomValue(hdAddressBookAtom);
  const [name, setName] = useKeptState('name', '');
  const [address, setAddress] = useKeptState('address', '');
  const [errors, setErrors, edited] = useFieldErrors<{ name?: string; address?: string }>();

  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    const result = checkContact(book, name, address);
    if (!result.ok) {
      const next: { name?: string; address?: string } = {};
      for (const problem of result.problems) {
        next[problem.field] ??= problem.reason === 'hiddenCharacters' ? tf('hiddenCharacters') : t(`errors.${problem.field}.${problem.reason}`);
      }
      return setErrors(next);
    }
    try {
      saveAddressBook([...book, result.entry]);
    } catch (error) {
      console.warn('address book not saved', error);
      return setErrors({ address: t('saveFailed') });
    }
    setName('');
    setAddress('');
    goBack(router, '/addressBook?wallet=hd');
  };

  return (
    <main className="screen">
      <NavBar title={t('addTitle')} fallback="/addressBook?wallet=hd" />
      <form className="form" onSubmit={submit} noValidate>
        <TextField label={t('name')} value={name} onChange={edited('name', setName)} error={errors.name} maxLength={32} autoComplete="off" />
        <TextField label={t('address')} value={address} onChange={edited('address', setAddress)} error={errors.address} autoComplete="off" placeholder="0x…" />
        <p className="notice">{t('erc20Note')}</p>
        <Button type="submit" testId="save-address">
          {t('save')}
        </Button>
      </form>
    </main>
  );
}
