import type { WalletCollection } from '../vault/walletRecord';

/**
 * The stored wallet that already holds `mnemonic`'s account on `chainId` (an import's default
 * chain is 1), or undefined: lets the import screen say "already here" right after the words, before
 * a password is chosen. Only the public address leaves this function; derivation loads lazily.
 * The phrase must be valid (`validateMnemonic`).
 *
 * @example await findImportedWallet(wallets, mnemonic) // 'c5a1…' (the id of the wallet that has it)
 */
export async function findImportedWallet(collection: WalletCollection, mnemonic: string, chainId = 1): Promise<string | undefined> {
  if (collection.ids.length === 0) return undefined;
  const { deriveAccount } = await import('../derive/deriveAccount');
  const address = deriveAccount(mnemonic).address.toLowerCase();
  return collection.ids.find((id) => {
    const wallet = collection.wallets[id];
    return wallet !== undefined && wallet.chainId === chainId && wallet.address.toLowerCase() === address;
  });
}
