import type { Address } from 'viem';
import { validateAddress } from '@/lib/wallet/address/validateAddress';
import { SUPPORTED_CHAIN_CODES, type ChainCode } from '@/lib/wallet/networks/chainCodes';
import type { VaultRecord } from '@/lib/wallet/vault/vaultRecord';
import { EMPTY_WALLETS, type StoredWallet, type WalletCollection } from '@/lib/wallet/vault/walletRecord';
import { STORAGE } from '../storageKeys';

/** The part of `Storage` the wallet slots use, so tests can pass a Map-backed one. */
export type SlotStorage = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

const recordKey = (id: string) => `${STORAGE.hdWalletRecord}${id}`;

/**
 * The stored form of a wallet: exactly the public fields and the vault, in a fixed shape. Built
 * field by field (never by spreading the object it is given), so a decrypted view with `mnemonic`,
 * `privateKey` or `password` on it can never be written to storage by mistake.
 */
export function serialiseWallet(wallet: StoredWallet): string {
  const { id, name, address, chain, chainId, path, vault } = wallet;
  const { v, kdf, cipher, ct } = vault;
  const stored: StoredWallet = {
    id,
    name,
    address,
    chain,
    chainId,
    path,
    vault: { v, kdf: { name: kdf.name, hash: kdf.hash, iterations: kdf.iterations, salt: kdf.salt }, cipher: { name: cipher.name, iv: cipher.iv }, ct },
  };
  return JSON.stringify(stored);
}

/**
 * A stored record read back, or null when it is not one (edited by hand, another app's data, an
 * older format). The vault's parameters are checked in full only by `decryptVault`, when it is opened.
 */
export function parseWallet(raw: string | null, id: string): StoredWallet | null {
  if (raw === null) return null;
  let value: unknown;
  try {
    value = JSON.parse(raw);
  } catch {
    return null;
  }
  if (!isObject(value) || value.id !== id) return null;
  const { name, address, chain, chainId, path, vault } = value;
  if (typeof name !== 'string' || typeof address !== 'string' || typeof path !== 'string') return null;
  if (!(SUPPORTED_CHAIN_CODES as readonly unknown[]).includes(chain)) return null;
  if (typeof chainId !== 'number' || !Number.isSafeInteger(chainId) || chainId < 1) return null;
  const checked = validateAddress(address);
  if (!checked.ok || !isVault(vault)) return null;
  return { id, name, address: checked.address as Address, chain: chain as ChainCode, chainId, path, vault };
}

/** Every stored wallet, in the order of the id list; ids whose record is missing or unreadable are left out. */
export function readWallets(storage: SlotStorage): WalletCollection {
  const ids = readIdList(storage, STORAGE.hdWalletIds);
  if (ids.length === 0) return EMPTY_WALLETS;
  const wallets: Record<string, StoredWallet> = {};
  const kept: string[] = [];
  for (const id of ids) {
    const wallet = parseWallet(storage.getItem(recordKey(id)), id);
    if (!wallet || wallets[id]) continue;
    wallets[id] = wallet;
    kept.push(id);
  }
  return { ids: kept, wallets };
}

/**
 * Writes the collection: one record per wallet, then the id list, then removes the records of
 * wallets no longer listed. Records are written before the list, so a crash in between leaves an
 * unlisted record, never a listed id without its record.
 */
export function writeWallets(storage: SlotStorage, next: WalletCollection): void {
  const before = readIdList(storage, STORAGE.hdWalletIds);
  for (const id of next.ids) {
    const wallet = next.wallets[id];
    if (wallet) storage.setItem(recordKey(id), serialiseWallet(wallet));
  }
  storage.setItem(STORAGE.hdWalletIds, JSON.stringify(next.ids));
  for (const id of before) if (!next.ids.includes(id)) storage.removeItem(recordKey(id));
}

export function readSelectedId(storage: SlotStorage): string | null {
  const raw = storage.getItem(STORAGE.hdSelectedWallet);
  return raw && /^[\w-]{1,64}$/.test(raw) ? raw : null;
}

export function writeSelectedId(storage: SlotStorage, id: string | null): void {
  if (id === null) storage.removeItem(STORAGE.hdSelectedWallet);
  else storage.setItem(STORAGE.hdSelectedWallet, id);
}

/** Ids of wallets still waiting for their mnemonic backup. */
export function readBackupPending(storage: SlotStorage): string[] {
  return readIdList(storage, STORAGE.hdBackupPending);
}

export function writeBackupPending(storage: SlotStorage, ids: readonly string[]): void {
  if (ids.length === 0) storage.removeItem(STORAGE.hdBackupPending);
  else storage.setItem(STORAGE.hdBackupPending, JSON.stringify(ids));
}

function readIdList(storage: SlotStorage, key: string): string[] {
  try {
    const parsed: unknown = JSON.parse(storage.getItem(key) ?? '[]');
    return Array.isArray(parsed) ? [...new Set(parsed.filter((id): id is string => typeof id === 'string' && /^[\w-]{1,64}$/.test(id)))] : [];
  } catch {
    return [];
  }
}

function isVault(value: unknown): value is VaultRecord {
  if (!isObject(value) || !isObject(value.kdf) || !isObject(value.cipher)) return false;
  const { kdf, cipher } = value;
  return (
    value.v === 1 &&
    typeof value.ct === 'string' &&
    kdf.name === 'PBKDF2' &&
    kdf.hash === 'SHA-256' &&
    typeof kdf.iterations === 'number' &&
    typeof kdf.salt === 'string' &&
    cipher.name === 'AES-GCM' &&
    typeof cipher.iv === 'string'
  );
}

function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}
