import { atom, getDefaultStore } from 'jotai';
import { initInfoAtom } from '@/lib/state/session';
import { type CustomNetwork, deviceNetworkList, parseCustomNetworks } from '@/lib/wallet/networks/customNetworks';
import type { SupportedNetwork } from '@/lib/wallet/networks/networks';
import { STORAGE } from '../storageKeys';
import { hdWalletsAtom, setWalletNetwork } from '@/lib/state/hdWallet/hdWallet';

/** The networks added in /hDnetworks, in their localStorage slot (not secret). */
export const customNetworksAtom = atom<CustomNetwork[]>(typeof window === 'undefined' ? [] : safeRead());

function safeRead(): CustomNetwork[] {
  try {
    return parseCustomNetworks(localStorage.getItem(STORAGE.hdCustomNetworks));
  } catch {
    return [];
  }
}

function save(next: CustomNetwork[]): void {
  localStorage.setItem(STORAGE.hdCustomNetworks, JSON.stringify(next));
  getDefaultStore().set(customNetworksAtom, next);
}

/**
 * Adds a network, or replaces the one with chain id `replacing` (an edit, which may change the id).
 * @throws when storage is full or unavailable.
 */
export function saveCustomNetwork(network: CustomNetwork, replacing?: number): void {
  const store = getDefaultStore();
  const list = store.get(customNetworksAtom);
  const next = replacing === undefined ? [...list, network] : list.map((n) => (n.chainId === replacing ? network : n));
  save(next);
  if (replacing !== undefined && replacing !== network.chainId) moveWallets(replacing, network.chainId);
}

/** Removes a network; wallets that were on it move to Ethereum (chain id 1). */
export function removeCustomNetwork(chainId: number): void {
  save(getDefaultStore().get(customNetworksAtom).filter((n) => n.chainId !== chainId));
  moveWallets(chainId, 1);
}

function moveWallets(from: number, to: number): void {
  for (const wallet of Object.values(getDefaultStore().get(hdWalletsAtom).wallets)) {
    if (wallet.chainId === from) setWalletNetwork(wallet.id, to, deviceNetworks());
  }
}

type Store = ReturnType<typeof getDefaultStore>;

/**
 * Every network of this device, outside React: the built-in list with the deployment's URLs (initial
 * info), then the user's own. `useNetworks` is the same list in a component.
 */
export function deviceNetworks(store: Store = getDefaultStore()): SupportedNetwork[] {
  return deviceNetworkList(store.get(initInfoAtom)?.networks ?? [], store.get(customNetworksAtom));
}
