'use client';

import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { TextField } from '@/components/kit/TextField';
import { isUnlocked } from '@/lib/wallet/keyring/keyring';
import { unlockWallet } from '@/lib/wallet/keyring/unlockWallet';
import type { StoredWallet } from '@/lib/wallet/vault/walletRecord';

/**
 * The password step before signing, shared by the send and the speed up / cancel confirmations:
 * the password field while the wallet is locked, and `unlock()`, which opens the wallet with it and
 * answers the error to show (null when the wallet is unlocked and signing may go on).
 * `lockedMeanwhile()` asks for the password again after the keyring locked during signing.
 *
 * @example const signing = useSigningUnlock(wallet); const problem = await signing.unlock(); if (problem) return setError(problem);
 */
export function useSigningUnlock(wallet: StoredWallet) {
  const t = useTranslations('hd.send');
  const [password, setPassword] = useState('');
  const [needsPassword, setNeedsPassword] = useState(() => !isUnlocked(wallet.id));

  const lockedMeanwhile = (): string => {
    setNeedsPassword(true);
    return t('lockedMeanwhile');
  };

  const unlock = async (): Promise<string | null> => {
    if (isUnlocked(wallet.id)) return null;
    // The wallet locked while this screen was open.
    if (!needsPassword) return lockedMeanwhile();
    if (password === '') return t('passwordEmpty');
    const opened = await unlockWallet(wallet, password);
    setPassword('');
    return opened.ok ? null : t(opened.reason === 'wrong' ? 'passwordWrong' : 'vaultBroken');
  };

  const passwordField = needsPassword ? <TextField label={t('password')} type="password" value={password} onChange={setPassword} autoComplete="current-password" error={null} /> : null;
  return { passwordField, unlock, lockedMeanwhile };
}
