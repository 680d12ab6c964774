import { checkWalletName, WalletListError, type StoredWallet, type WalletCollection } from './walletRecord';

/**
 * Adds a wallet at the end of the list. The same address on the same chain id cannot be added twice
 * (importing a phrase again): the error names the wallet that has it, so the screen can select it.
 *
 * @example const next = addWallet(collection, wallet) // next.ids ends with wallet.id
 * @throws {WalletListError} `duplicateId`, `duplicateAddress` (with `existingId`) or `invalidName`.
 */
export function addWallet(collection: WalletCollection, wallet: StoredWallet): WalletCollection {
  if (collection.wallets[wallet.id] || collection.ids.includes(wallet.id)) throw new WalletListError('duplicateId', wallet.id);
  const existing = findSameAccount(collection, wallet);
  if (existing) throw new WalletListError('duplicateAddress', existing);
  const stored = { ...wallet, name: checkWalletName(wallet.name) };
  return { ids: [...collection.ids, wallet.id], wallets: { ...collection.wallets, [wallet.id]: stored } };
}

/** The id of another wallet with the same address on the same chain id, if any. */
export function findSameAccount(collection: WalletCollection, wallet: StoredWallet, exceptId?: string): string | undefined {
  const address = wallet.address.toLowerCase();
  return collection.ids.find((id) => {
    const other = collection.wallets[id];
    return id !== exceptId && other !== undefined && other.chainId === wallet.chainId && other.address.toLowerCase() === address;
  });
}
