'use client';

import { useAtomValue } from 'jotai';
import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { Button } from '@/components/kit/Button';
import { TextField } from '@/components/kit/TextField';
import { AddressChip } from '@/components/kit/AddressChip';
import { hdWalletsAtom, removeStoredWallet, renameStoredWallet, selectedWalletAtom, selectWallet } from '@/lib/state/hdWallet/hdWallet';
import { WalletListError, type StoredWallet } from '@/lib/wallet/vault/walletRecord';

/** Every wallet on this device: switch, rename, remove (SPEC §4 wallet selection). */
export function WalletList() {
  const t = useTranslations('hd.wallets');
  const { ids, wallets } = useAtomValue(hdWalletsAtom);
  const selected = useAtomValue(selectedWalletAtom);
  const [editing, setEditing] = useState<{ id: string; mode: 'rename' | 'remove' } | null>(null);
  return (
    <section aria-labelledby="wallets-title">
      <h2 className="section-title" id="wallets-title">
        {t('title')}
      </h2>
      <ul className="cells wallet-list">
        {ids.map((id) => {
          const wallet = wallets[id];
          if (!wallet) return null;
          const isSelected = selected?.id === id;
          return (
            <li key={id} className="wallet-item" data-testid="wallet-item">
              <div className="cell">
                <span className="cell-label">
                  <span className="wallet-item-name">{wallet.name}</span>
                  <span className="coin-sub">
                    <AddressChip address={wallet.address} keep={6} />
                  </span>
                </span>
                {isSelected ? (
                  <span className="cell-value">{t('current')}</span>
                ) : (
                  <button type="button" className="button button-text" onClick={() => selectWallet(id)} aria-label={t('useNamed', { name: wallet.name })}>
                    {t('use')}
                  </button>
                )}
                <button type="button" className="button button-text" onClick={() => setEditing({ id, mode: 'rename' })} aria-label={t('renameNamed', { name: wallet.name })}>
                  {t('rename')}
                </button>
                <button type="button" className="button button-text" onClick={() => setEditing({ id, mode: 'remove' })} aria-label={t('removeNamed', { name: wallet.name })}>
                  {t('remove')}
                </button>
              </div>
              {editing?.id === id && editing.mode === 'rename' && <RenameForm wallet={wallet} onDone={() => setEditing(null)} />}
              {editing?.id === id && editing.mode === 'remove' && <RemoveForm wallet={wallet} onDone={() => setEditing(null)} />}
            </li>
          );
        })}
      </ul>
    </section>
  );
}

function RenameForm({ wallet, onDone }: { wallet: StoredWallet; onDone: () => void }) {
  const t = useTranslations('hd.wallets');
  const tc = useTranslations('common');
  const tf = useTranslations('fields');
  const [name, setName] = useState(wallet.name);
  const [error, setError] = useState<string | null>(null);
  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    try {
      renameStoredWallet(wallet.id, name);
      onDone();
    } catch (failure) {
      setError(failure instanceof WalletListError ? (failure.reason === 'hiddenCharacters' ? tf('hiddenCharacters') : t('nameInvalid')) : t('saveFailed'));
    }
  };
  return (
    <form className="form form-inline" onSubmit={submit} noValidate>
      <TextField label={t('newName')} value={name} onChange={setName} error={error} maxLength={32} autoFocus />
      <div className="actions-row">
        <Button type="submit">{t('save')}</Button>
        <Button variant="secondary" onClick={onDone}>
          {tc('cancel')}
        </Button>
      </div>
    </form>
  );
}

function RemoveForm({ wallet, onDone }: { wallet: StoredWallet; onDone: () => void }) {
  const t = useTranslations('hd.wallets');
  const tc = useTranslations('common');
  const [backedUp, setBackedUp] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    if (!backedUp) return setError(t('tickBackedUp'));
    removeStoredWallet(wallet.id);
    onDone();
  };
  return (
    <form className="form form-inline" onSubmit={submit} noValidate>
      <p className="notice notice-error">{t('removeWarning', { name: wallet.name })}</p>
      <label className="check">
        <input type="checkbox" checked={backedUp} onChange={(event) => setBackedUp(event.target.checked)} />
        <span>{t('removeBackedUp')}</span>
      </label>
      {error && (
        <p className="field-error" role="alert">
          {error}
        </p>
      )}
      <div className="actions-row">
        <Button type="submit" variant="danger" testId="confirm-remove">
          {t('confirmRemove')}
        </Button>
        <Button variant="secondary" onClick={onDone}>
          {tc('cancel')}
        </Button>
      </div>
    </form>
  );
}
