import type { StoredWallet } from '../vault/walletRecord';
import type { VaultTestOptions } from '../vault/vaultRecord';
import { holdPhrase } from './heldPhrase';
import { holdKey } from './keyring';

export type UnlockResult = { ok: true } | { ok: false; reason: 'wrong' | 'broken' };

/**
 * Opens a wallet's vault with its password and puts the key into the keyring (the wallet is then
 * unlocked until the keyring locks). The password is dropped here; the key never leaves the core.
 * `revealPhrase` also holds the recovery phrase for the screens that show it (`heldPhrase`).
 * PBKDF2, AES-GCM and the key code load lazily.
 *
 * `wrong`: the password does not open the vault (the user can try again). `broken`: the record
 * cannot be opened at all, or its key is not the wallet's address (logged, never the secret).
 *
 * @example const result = await unlockWallet(wallet, password) // { ok: true } | { ok: false, reason: 'wrong' }
 */
export async function unlockWallet(
  wallet: StoredWallet,
  password: string,
  options: { revealPhrase?: boolean; vault?: VaultTestOptions } = {},
): Promise<UnlockResult> {
  const [{ decryptVault }, { WrongPasswordError }, { deriveAccount }, { privateKeyToAccount }] = await Promise.all([
    import('../vault/decryptVault'),
    import('../vault/vaultRecord'),
    import('../derive/deriveAccount'),
    import('viem/accounts'),
  ]);
  try {
    const secret = await decryptVault(wallet.vault, password, options.vault);
    // A vault without a stored key gets it derived from the phrase.
    const account = privateKeyToAccount(secret.privateKey ?? deriveAccount(secret.mnemonic).privateKey);
    if (account.address.toLowerCase() !== wallet.address.toLowerCase()) {
      console.error('vault not opened: its key is not the wallet address', { walletId: wallet.id });
      return { ok: false, reason: 'broken' };
    }
    holdKey(wallet.id, account);
    if (options.revealPhrase) holdPhrase(wallet.id, secret.mnemonic);
    return { ok: true };
  } catch (error) {
    if (error instanceof WrongPasswordError) return { ok: false, reason: 'wrong' };
    console.error('vault not opened', error);
    return { ok: false, reason: 'broken' };
  }
}
