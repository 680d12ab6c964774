import { WalletListError, type WalletCollection } from './walletRecord';

/**
 * Removes a wallet's id from the list and its record. The caller deletes the record's storage slot
 * and, if it was the selected wallet, selects another (see `resolveSigningWallet`).
 *
 * @example removeWallet(collection, id).ids.includes(id) // false
 * @throws {WalletListError} `notFound`.
 */
export function removeWallet(collection: WalletCollection, id: string): WalletCollection {
  if (!collection.wallets[id] && !collection.ids.includes(id)) throw new WalletListError('notFound', id);
  const { [id]: _removed, ...wallets } = collection.wallets;
  return { ids: collection.ids.filter((other) => other !== id), wallets };
}
