'use client';

import { useAtomValue, useSetAtom } from 'jotai';
import { useRouter, useSearchParams } from 'next/navigation';
import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { Button } from '@/components/kit/Button';
import { NavBar } from '@/components/kit/NavBar';
import { TextField } from '@/components/kit/TextField';
import { selectedWalletAtom, unlockSession } from '@/lib/state/hdWallet';
import { mnemonicFlowAtom } from '@/lib/state/mnemonicFlow';
import { useAction } from '@/lib/useAction';
import { NoWallet } from './NoWallet';
import { openVault } from './openVault';

/**
 * `/enterHdWalletPassword?next=lookWords|backup`: the wallet password opens the vault; the words go
 * to the next screen through memory only. A wrong password says so and clears the field.
 */
export function EnterPasswordScreen() {
  const t = useTranslations('hd.unlock');
  const router = useRouter();
  const next = useSearchParams().get('next') === 'backup' ? 'backup' : 'lookWords';
  const wallet = useAtomValue(selectedWalletAtom);
  const setFlow = useSetAtom(mnemonicFlowAtom);
  const [password, setPassword] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, run] = useAction();

  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    if (!wallet) return;
    if (password === '') return setError(t('empty'));
    void run(async () => {
      const opened = await openVault(wallet, password);
      setPassword('');
      if (!opened.ok) return setError(t(opened.reason));
      setError(null);
      unlockSession({ walletId: wallet.id, address: wallet.address, privateKey: opened.secret.privateKey });
      setFlow({ walletId: wallet.id, mnemonic: opened.secret.mnemonic, purpose: next === 'backup' ? 'backup' : 'view' });
      router.replace(next === 'backup' ? '/backup' : '/lookWords');
    });
  };

  return (
    <main className="screen">
      <NavBar title={t('title')} fallback="/index/hd-wallet" />
      {!wallet ? (
        <NoWallet />
      ) : (
        <form className="form" onSubmit={submit} noValidate>
          <p className="form-intro">{t(next === 'backup' ? 'introBackup' : 'introView', { name: wallet.name })}</p>
          <TextField label={t('password')} type="password" value={password} onChange={setPassword} error={error} autoComplete="current-password" autoFocus />
          <Button type="submit" busy={busy} testId="unlock-submit">
            {t('submit')}
          </Button>
        </form>
      )}
    </main>
  );
}
