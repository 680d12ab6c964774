import { findSameAccount } from './addWallet';
import { checkWalletName, WalletListError, type StoredWallet, type WalletCollection } from './walletRecord';

/**
 * Puts a new wallet in the place of an existing one: the import flow's "overwrite the current wallet"
 * (SPEC §4), confirmed by the user after ticking that the current wallet was backed up. The new
 * wallet takes the old one's position in the list; the caller deletes the old record's storage slot.
 *
 * @example const next = replaceWallet(collection, currentId, imported)
 * @throws {WalletListError} `notFound`, `duplicateId`, `duplicateAddress` (another wallet has it) or `invalidName`.
 */
export function replaceWallet(collection: WalletCollection, id: string, wallet: StoredWallet): WalletCollection {
  if (!collection.wallets[id]) throw new WalletListError('notFound', id);
  if (wallet.id !== id && collection.wallets[wallet.id]) throw new WalletListError('duplicateId', wallet.id);
  const existing = findSameAccount(collection, wallet, id);
  if (existing) throw new WalletListError('duplicateAddress', existing);
  const { [id]: _replaced, ...others } = collection.wallets;
  return {
    ids: collection.ids.map((other) => (other === id ? wallet.id : other)),
    wallets: { ...others, [wallet.id]: { ...wallet, name: checkWalletName(wallet.name) } },
  };
}
