import type { VaultTestOptions } from '../vault/vaultRecord';
import type { StoredWallet } from '../vault/walletRecord';
import { sealWallet } from './sealWallet';

/**
 * Makes a new wallet from a fresh 12-word phrase, in the core: the phrase is sealed into the vault
 * (`sealWallet`; `commit` stores the record), the wallet unlocked, and the words held for the
 * backup screens (`heldPhrase`). The caller never sees the phrase.
 *
 * @example const wallet = await createWallet({ password, name: 'Wallet 1' }, (record) => storeWallet(record, { backedUp: false }))
 * @throws whatever `commit` throws (e.g. `WalletListError` `invalidName`).
 */
export async function createWallet(
  parameters: { password: string; name: string },
  commit: (wallet: StoredWallet) => void,
  options: { vault?: VaultTestOptions } = {},
): Promise<StoredWallet> {
  const { generateMnemonic } = await import('../mnemonic/generateMnemonic');
  return sealWallet({ mnemonic: generateMnemonic(), ...parameters }, commit, { holdPhrase: true, vault: options.vault });
}
