import { getDefaultStore } from 'jotai';
import { STORAGE } from './storageKeys';
import { authReadyAtom, hdTokenAtom, tokenAtom, userInfoAtom } from './session';
import { indexedDbKeyStore, openToken, sealToken, type KeyStore } from './tokenVault';

type Store = ReturnType<typeof getDefaultStore>;
type Slot = 'token' | 'hdToken';

const atoms = { token: tokenAtom, hdToken: hdTokenAtom } as const;
let keyStore: KeyStore | null = null;
const keys = () => (keyStore ??= indexedDbKeyStore());

/** Tests swap the IndexedDB key store for one in memory. */
export function useKeyStoreForTests(store: KeyStore): void {
  keyStore = store;
}

/** Reads both sealed slots into memory once at start-up, then marks auth as ready. */
export async function loadTokens(store: Store = getDefaultStore()): Promise<void> {
  try {
    for (const slot of ['token', 'hdToken'] as const) {
      const value = await openToken(localStorage.getItem(STORAGE[slot]), keys());
      if (value) store.set(atoms[slot], value);
      else localStorage.removeItem(STORAGE[slot]);
    }
  } catch (error) {
    // No IndexedDB (private mode, old browser): the session lasts for this page only.
    console.warn('token slots unavailable', error);
  } finally {
    store.set(authReadyAtom, true);
  }
}

/** Sets or clears a token in memory and its sealed slot. */
export async function saveToken(slot: Slot, value: string | null, store: Store = getDefaultStore()): Promise<void> {
  store.set(atoms[slot], value);
  if (value === null) {
    localStorage.removeItem(STORAGE[slot]);
    if (slot === 'token') {
      store.set(userInfoAtom, null);
      localStorage.removeItem(STORAGE.loginUserId);
    }
    return;
  }
  try {
    localStorage.setItem(STORAGE[slot], await sealToken(value, keys()));
  } catch (error) {
    console.warn('token slot not persisted', error);
  }
}
