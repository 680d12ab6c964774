'use client';

import { useAtomValue, useSetAtom } from 'jotai';
import { useRouter, useSearchParams } from 'next/navigation';
import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { Button } from '@/components/kit/Button';
import { NavBar } from '@/components/kit/NavBar';
import { TextField } from '@/components/kit/TextField';
import { selectedWalletAtom } from '@/lib/state/hdWallet/hdWallet';
import { mnemonicFlowAtom } from '@/lib/state/hdWallet/mnemonicFlow';
import { useAction } from '@/lib/useAction';
import { unlockWallet } from '@/lib/wallet/keyring/unlockWallet';
import { NoWallet } from './NoWallet';
import { useFieldError } from '@/components/kit/useFieldError';

/**
 * `/enterHdWalletPassword?next=lookWords|backup`: the wallet password unlocks the wallet in the core,
 * which holds the words for the next screen (memory only; this screen never sees them). A wrong password says so and clears the field.
 */
export function EnterPasswordScreen() {
  const t = useTranslations('hd.unlock');
  const router = useRouter();
  const next = useSearchParams().get('next') === 'backup' ? 'backup' : 'lookWords';
  const wallet = useAtomValue(selectedWalletAtom);
  const setFlow = useSetAtom(mnemonicFlowAtom);
  const [password, setPassword] = useState('');
  const [error, setError, edited] = useFieldError();
  const [busy, run] = useAction();

  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    if (!wallet) return;
    if (password === '') return setError(t('empty'));
    void run(async () => {
      const opened = await unlockWallet(wallet, password, { revealPhrase: true });
      setPassword('');
      if (!opened.ok) return setError(t(opened.reason));
      setError(null);
      setFlow({ walletId: wallet.id, purpose: next === 'backup' ? 'backup' : 'view' });
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
          <TextField label={t('password')} type="password" value={password} onChange={edited(setPassword)} error={error} autoComplete="current-password" autoFocus />
          <Button type="submit" busy={busy} testId="unlock-submit">
            {t('submit')}
          </Button>
        </form>
      )}
    </main>
  );
}
