import { isSupportedChain } from '../networks/isSupportedChain';
import type { StoredWallet, WalletCollection } from './walletRecord';

/**
 * The wallet that signs and that a wallet connection sees (SPEC §4): the selected wallet when its
 * chain is supported, otherwise the first stored wallet on chain ETH, otherwise none.
 *
 * @example resolveSigningWallet(collection, selectedId)?.address
 */
export function resolveSigningWallet(
  collection: WalletCollection,
  selectedId: string | null | undefined,
  isSupported: (chainCode: string) => boolean = isSupportedChain,
): StoredWallet | undefined {
  const selected = selectedId ? collection.wallets[selectedId] : undefined;
  if (selected && isSupported(selected.chain)) return selected;
  return collection.ids.map((id) => collection.wallets[id]).find((wallet) => wallet?.chain === 'ETH');
}
