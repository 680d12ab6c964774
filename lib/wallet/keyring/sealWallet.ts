import type { VaultTestOptions } from '../vault/vaultRecord';
import type { StoredWallet } from '../vault/walletRecord';
import { holdPhrase } from './heldPhrase';
import { holdKey } from './keyring';

/**
 * The hand-off of a phrase to the core, for a new or imported wallet: encrypts it (with its key)
 * into a new record's vault, lets `commit` store the record — which may refuse it (a duplicate
 * address, a bad name) and then nothing is unlocked — and unlocks the new wallet in the keyring.
 * `holdPhrase` keeps the words for the backup screens too. The phrase must already be valid
 * (`generateMnemonic`, or `validateMnemonic` for an import). PBKDF2 and the key code load lazily.
 *
 * @example const wallet = await sealWallet({ mnemonic, password, name }, (record) => storeWallet(record, { backedUp: true }))
 * @throws whatever `commit` throws (e.g. `WalletListError` `duplicateAddress`), or `RangeError` for a bad chain.
 */
export async function sealWallet(
  parameters: { mnemonic: string; password: string; name: string },
  commit: (wallet: StoredWallet) => void,
  options: { holdPhrase?: boolean; vault?: VaultTestOptions } = {},
): Promise<StoredWallet> {
  const [{ createStoredWallet }, { deriveAccount }, { normaliseMnemonic }, { privateKeyToAccount }] = await Promise.all([
    import('../vault/createStoredWallet'),
    import('../derive/deriveAccount'),
    import('../mnemonic/normaliseMnemonic'),
    import('viem/accounts'),
  ]);
  const wallet = await createStoredWallet({ mnemonic: parameters.mnemonic, password: parameters.password, name: parameters.name }, options.vault);
  commit(wallet);
  holdKey(wallet.id, privateKeyToAccount(deriveAccount(parameters.mnemonic).privateKey));
  if (options.holdPhrase) holdPhrase(wallet.id, normaliseMnemonic(parameters.mnemonic));
  return wallet;
}
