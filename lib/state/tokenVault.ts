import { fromBase64 } from '@/lib/encoding/fromBase64';
import { toBase64 } from '@/lib/encoding/toBase64';

/**
 * Keeps the two login tokens (SPEC §3: cloud token and HD token, two persisted slots) out of storage
 * in the clear: each slot holds AES-256-GCM ciphertext under a non-extractable device key that lives
 * in IndexedDB, so reading localStorage (a backup, a forensic copy, a leaked dump) yields no token.
 */
export type KeyStore = {
  get(): Promise<CryptoKey | undefined>;
  put(key: CryptoKey): Promise<void>;
};

const FORMAT = 'v1';

async function deviceKey(store: KeyStore): Promise<CryptoKey> {
  const existing = await store.get();
  if (existing) return existing;
  const key = await crypto.subtle.generateKey({ name: 'AES-GCM', length: 256 }, false, ['encrypt', 'decrypt']);
  await store.put(key);
  return key;
}

/** @example await sealToken('abc', store) // 'v1.<iv>.<ciphertext>' */
export async function sealToken(token: string, store: KeyStore): Promise<string> {
  const key = await deviceKey(store);
  const iv = crypto.getRandomValues(new Uint8Array(12));
  const ct = await crypto.subtle.encrypt({ name: 'AES-GCM', iv }, key, new TextEncoder().encode(token));
  return `${FORMAT}.${toBase64(iv)}.${toBase64(new Uint8Array(ct))}`;
}

/** The token, or null when the slot is empty, foreign or sealed under a key this device lost. */
export async function openToken(sealed: string | null, store: KeyStore): Promise<string | null> {
  if (!sealed) return null;
  const [format, iv, ct] = sealed.split('.');
  if (format !== FORMAT || !iv || !ct) return null;
  const key = await store.get();
  if (!key) return null;
  const ivBytes = fromBase64(iv);
  const ctBytes = fromBase64(ct);
  if (!ivBytes || !ctBytes) return null;
  try {
    const plain = await crypto.subtle.decrypt({ name: 'AES-GCM', iv: ivBytes }, key, ctBytes);
    return new TextDecoder().decode(plain);
  } catch {
    return null;
  }
}

/** The browser's key store: one IndexedDB record holding the non-extractable CryptoKey. */
export function indexedDbKeyStore(dbName = 'wallet-device', storeName = 'keys', id = 'token-key'): KeyStore {
  const open = () =>
    new Promise<IDBDatabase>((resolve, reject) => {
      const req = indexedDB.open(dbName, 1);
      req.onupgradeneeded = () => req.result.createObjectStore(storeName);
      req.onsuccess = () => resolve(req.result);
      req.onerror = () => reject(req.error);
    });
  const run = async <T,>(mode: IDBTransactionMode, op: (s: IDBObjectStore) => IDBRequest<T>): Promise<T> => {
    const db = await open();
    try {
      return await new Promise<T>((resolve, reject) => {
        const req = op(db.transaction(storeName, mode).objectStore(storeName));
        req.onsuccess = () => resolve(req.result);
        req.onerror = () => reject(req.error);
      });
    } finally {
      db.close();
    }
  };
  return {
    get: () => run<CryptoKey | undefined>('readonly', (s) => s.get(id)),
    put: async (key) => {
      await run('readwrite', (s) => s.put(key, id));
    },
  };
}
