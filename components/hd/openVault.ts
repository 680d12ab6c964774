import type { Hex } from 'viem';
import type { StoredWallet } from '@/lib/wallet/vault/walletRecord';

export type OpenedVault = { ok: true; secret: { mnemonic: string; privateKey: Hex } } | { ok: false; reason: 'wrong' | 'broken' };

/**
 * Opens a wallet's vault with the password (PBKDF2 and AES-GCM load lazily). `wrong`: the password
 * does not open it; `broken`: the stored record cannot be opened at all (logged). A vault without a
 * stored key gets it derived from the mnemonic.
 */
export async function openVault(wallet: StoredWallet, password: string): Promise<OpenedVault> {
  const [{ decryptVault }, { WrongPasswordError }] = await Promise.all([import('@/lib/wallet/vault/decryptVault'), import('@/lib/wallet/vault/vaultRecord')]);
  try {
    const secret = await decryptVault(wallet.vault, password);
    const privateKey = secret.privateKey ?? (await import('@/lib/wallet/derive/deriveAccount')).deriveAccount(secret.mnemonic).privateKey;
    return { ok: true, secret: { mnemonic: secret.mnemonic, privateKey } };
  } catch (error) {
    if (error instanceof WrongPasswordError) return { ok: false, reason: 'wrong' };
    console.error('vault not opened', error);
    return { ok: false, reason: 'broken' };
  }
}
