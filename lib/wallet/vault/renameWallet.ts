import { checkWalletName, WalletListError, type WalletCollection } from './walletRecord';

/**
 * Renames a wallet. The name is trimmed and must be 1–32 characters.
 *
 * @example renameWallet(collection, id, 'Savings').wallets[id].name // 'Savings'
 * @throws {WalletListError} `notFound` or `invalidName`.
 */
export function renameWallet(collection: WalletCollection, id: string, name: string): WalletCollection {
  const wallet = collection.wallets[id];
  if (!wallet) throw new WalletListError('notFound', id);
  return { ids: collection.ids, wallets: { ...collection.wallets, [id]: { ...wallet, name: checkWalletName(name) } } };
}
