import { atom, getDefaultStore } from 'jotai';
import { checkKeyringAutoLock, lockKeyring, setKeyringAutoLock, subscribeKeyring, unlockedWallet, type UnlockedWallet } from '@/lib/wallet/keyring/keyring';
import { forgetPhrase } from '@/lib/wallet/keyring/heldPhrase';
import { findNetwork } from '@/lib/wallet/networks/findNetwork';
import type { SupportedNetwork } from '@/lib/wallet/networks/networks';
import { addWallet } from '@/lib/wallet/vault/addWallet';
import { removeWallet } from '@/lib/wallet/vault/removeWallet';
import { renameWallet } from '@/lib/wallet/vault/renameWallet';
import { replaceWallet } from '@/lib/wallet/vault/replaceWallet';
import { EMPTY_WALLETS, type StoredWallet, type WalletCollection } from '@/lib/wallet/vault/walletRecord';
import { parseAutoLockMinutes } from '@/lib/state/hdWallet/hdAutoLock';
import {
  readBackupPending,
  readSelectedId,
  readWallets,
  writeBackupPending,
  writeSelectedId,
  writeWallets,
  type SlotStorage,
} from '@/lib/state/hdWallet/hdWalletStorage';
import { mnemonicFlowAtom } from '@/lib/state/hdWallet/mnemonicFlow';
import { tokenAtom } from '../session';
import { appLockedAtom } from '@/lib/state/appLock';
import { STORAGE } from '../storageKeys';

/**
 * The HD wallets on this device (SPEC §3, §4) and the public facts of the unlocked session.
 *
 * - Stored (localStorage, lib/state/hdWallet/hdWalletStorage.ts): the wallet records (public fields and the
 *   encrypted vault), the id list, the selected id, the backup reminders and the auto-lock choice.
 * - Not here: key material. The unlocked key lives in the keyring (lib/wallet/keyring/keyring.ts),
 *   outside React state; this module only mirrors which wallet is unlocked (`hdUnlockedAtom`: id and
 *   address) and tells the keyring when to lock: after the chosen idle time (default 5 minutes,
 *   restarted by each use), when the page is hidden past that time (checked on return, since hidden
 *   pages' timers sleep), at once on `pagehide` (the tab closes, reloads or goes into the
 *   back-forward cache), on logout, and when the unlocked wallet is removed, replaced or switched
 *   away from. The password itself is never kept: it opens the vault and is dropped. The mnemonic is
 *   never in the session: showing it asks for the password again (the backup and view screens read
 *   it from the core's held phrase while they are open; pagehide clears that too).
 *
 * This module is loaded only by the HD screens (lazily), never by the shell.
 */

const browser = typeof window !== 'undefined';
const storage = (): SlotStorage | null => (browser ? window.localStorage : null);

function safeRead<T>(read: (s: SlotStorage) => T, fallback: T): T {
  const s = storage();
  if (!s) return fallback;
  try {
    return read(s);
  } catch {
    return fallback; // storage blocked (private mode, policy)
  }
}

function safeWrite(write: (s: SlotStorage) => void): void {
  const s = storage();
  if (!s) return;
  try {
    write(s);
  } catch (error) {
    console.warn('HD wallet storage not written', error);
    throw error;
  }
}

export const hdWalletsAtom = atom<WalletCollection>(safeRead(readWallets, EMPTY_WALLETS));
export const selectedWalletIdAtom = atom<string | null>(safeRead(readSelectedId, null));
export const backupPendingAtom = atom<readonly string[]>(safeRead(readBackupPending, []));
export const autoLockMinutesAtom = atom<number>(safeRead((s) => parseAutoLockMinutes(s.getItem(STORAGE.hdAutoLockMinutes)), parseAutoLockMinutes(null)));

/** The selected wallet, or the first one when the stored selection is gone; null with no wallet. */
export const selectedWalletAtom = atom<StoredWallet | null>((get) => {
  const { ids, wallets } = get(hdWalletsAtom);
  const id = get(selectedWalletIdAtom);
  return (id && wallets[id]) || (ids[0] ? wallets[ids[0]] : undefined) || null;
});

/** Which wallet is unlocked (public facts only: the key stays in the keyring), or null. */
export const hdUnlockedAtom = atom<UnlockedWallet | null>(unlockedWallet());

type Store = ReturnType<typeof getDefaultStore>;
const store: Store = getDefaultStore();

subscribeKeyring(() => store.set(hdUnlockedAtom, unlockedWallet()));
setKeyringAutoLock(store.get(autoLockMinutesAtom));

/** Locks the unlocked wallet now (the lock button; also leaving the page, logout, switching). */
export function lockSession(): void {
  lockKeyring();
}

if (browser) {
  document.addEventListener('visibilitychange', () => {
    if (document.visibilityState === 'visible') checkKeyringAutoLock();
  });
  // Leaving the page (closing, reloading, or into the back-forward cache) locks, and forgets words on show.
  window.addEventListener('pagehide', () => {
    lockSession();
    store.set(mnemonicFlowAtom, null);
    forgetPhrase();
  });
  // The login session ended (logout, or expired): the next person on this device signs nothing.
  let loggedIn = store.get(tokenAtom) !== null;
  store.sub(tokenAtom, () => {
    const now = store.get(tokenAtom) !== null;
    if (loggedIn && !now) lockSession();
    loggedIn = now;
  });
  // The PIN lock came on (launch or back from the background): consent does not survive a lock,
  // so an unlocked key is forgotten and the wallet password is asked again after the PIN.
  store.sub(appLockedAtom, () => {
    if (store.get(appLockedAtom)) lockSession();
  });
  // Another tab changed the wallets: follow it.
  window.addEventListener('storage', (event) => {
    if (event.key === null || event.key.startsWith('hd')) reloadFromStorage();
  });
}

function reloadFromStorage(): void {
  store.set(hdWalletsAtom, safeRead(readWallets, EMPTY_WALLETS));
  store.set(selectedWalletIdAtom, safeRead(readSelectedId, null));
  store.set(backupPendingAtom, safeRead(readBackupPending, []));
}

function commit(next: WalletCollection): void {
  safeWrite((s) => writeWallets(s, next));
  store.set(hdWalletsAtom, next);
}

export function selectWallet(id: string): void {
  if (!store.get(hdWalletsAtom).wallets[id]) return;
  safeWrite((s) => writeSelectedId(s, id));
  store.set(selectedWalletIdAtom, id);
  const unlocked = store.get(hdUnlockedAtom);
  // Consent does not survive an account switch: switching locks.
  if (unlocked && unlocked.walletId !== id) lockSession();
}

function setBackupPending(ids: readonly string[]): void {
  safeWrite((s) => writeBackupPending(s, ids));
  store.set(backupPendingAtom, ids);
}

/**
 * Stores a new or imported wallet and selects it: added at the end, or in the place of
 * `replaceId` (the import's overwrite). `backedUp: false` keeps a reminder on the HD home.
 *
 * @throws {WalletListError} `duplicateAddress` (with the id holding it), `invalidName`, …
 */
export function storeWallet(wallet: StoredWallet, options: { replaceId?: string; backedUp: boolean }): void {
  const current = store.get(hdWalletsAtom);
  const next = options.replaceId ? replaceWallet(current, options.replaceId, wallet) : addWallet(current, wallet);
  commit(next);
  const pending = store.get(backupPendingAtom).filter((id) => id !== options.replaceId && id !== wallet.id);
  setBackupPending(options.backedUp ? pending : [...pending, wallet.id]);
  if (options.replaceId) lockSession();
  selectWallet(wallet.id);
}

export function markBackedUp(id: string): void {
  setBackupPending(store.get(backupPendingAtom).filter((other) => other !== id));
}

export function renameStoredWallet(id: string, name: string): void {
  commit(renameWallet(store.get(hdWalletsAtom), id, name));
}

/** Removes a wallet from this device; the selection moves to the first wallet left. */
export function removeStoredWallet(id: string): void {
  const next = removeWallet(store.get(hdWalletsAtom), id);
  commit(next);
  setBackupPending(store.get(backupPendingAtom).filter((other) => other !== id));
  if (store.get(hdUnlockedAtom)?.walletId === id) lockSession();
  if (store.get(selectedWalletIdAtom) === id) {
    const first = next.ids[0] ?? null;
    safeWrite((s) => writeSelectedId(s, first));
    store.set(selectedWalletIdAtom, first);
  }
}

/** Moves a wallet to another supported network (same address, another chain id). */
/** Moves a wallet to the network with this chain id among `networks` (the built-in list, or with the user's own added). */
export function setWalletNetwork(id: string, chainId: number, networks?: readonly SupportedNetwork[]): void {
  const current = store.get(hdWalletsAtom);
  const wallet = current.wallets[id];
  const network = findNetwork(chainId, networks);
  if (!wallet || !network) return;
  commit({ ids: current.ids, wallets: { ...current.wallets, [id]: { ...wallet, chainId, chain: network.chain } } });
}

export function setAutoLockMinutes(minutes: number): void {
  const value = parseAutoLockMinutes(String(minutes));
  safeWrite((s) => s.setItem(STORAGE.hdAutoLockMinutes, String(value)));
  store.set(autoLockMinutesAtom, value);
  setKeyringAutoLock(value);
}
