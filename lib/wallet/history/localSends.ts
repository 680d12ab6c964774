import type { Address, Hash } from 'viem';
import { validateAddress } from '../address/validateAddress';
import type { HistoryEntry, TransactionStatus } from './historyEntry';

/** A send made from this device, kept for the history until the explorer lists it (and when there is none). */
export type LocalSend = {
  hash: Hash;
  chainId: number;
  time: number;
  from: Address;
  /** The recipient (for a token, the person, not the contract). */
  to: Address;
  amount: bigint;
  symbol: string;
  decimals: number;
  token?: Address;
  /** The most the fee could cost, as estimated before signing. */
  maxFee?: bigint;
  status: TransactionStatus;
  /** This send is a speed up or cancel of the send `replaces` (same nonce). */
  replaces?: Hash;
  /** The replacement signed for this send (the newest one), and what kind. */
  replacedBy?: Hash;
  replacement?: 'speedUp' | 'cancel';
  /** Neither mined nor in the node's pool any more (its nonce taken by another transaction, or evicted). */
  dropped?: true;
};

/** What `patchLocalSend` may change of a stored send. */
export type LocalSendPatch = Partial<Pick<LocalSend, 'status' | 'replacedBy' | 'replacement' | 'dropped'>>;

type Storage = Pick<globalThis.Storage, 'getItem' | 'setItem'>;

/** The newest sends kept; older ones are in the explorer's history. */
export const MAX_LOCAL_SENDS = 200;

const HASH = /^0x[0-9a-f]{64}$/i;
const STATUSES: readonly TransactionStatus[] = ['failed', 'waiting', 'success', 'pending'];

/** Every stored send, newest first; malformed entries are dropped. */
export function readLocalSends(storage: Storage, key: string): LocalSend[] {
  let parsed: unknown;
  try {
    parsed = JSON.parse(storage.getItem(key) ?? '[]');
  } catch {
    return [];
  }
  if (!Array.isArray(parsed)) return [];
  return parsed.flatMap((item) => {
    const send = fromJson(item);
    return send ? [send] : [];
  });
}

/** Adds a send (or replaces the one with its hash) at the front. */
export function recordLocalSend(storage: Storage, key: string, send: LocalSend): void {
  const others = readLocalSends(storage, key).filter((other) => other.hash.toLowerCase() !== send.hash.toLowerCase());
  write(storage, key, [send, ...others].slice(0, MAX_LOCAL_SENDS));
}

/** Sets the status of the send with this hash; `null` removes it (the node refused it: nothing went on chain). */
export function updateLocalSend(storage: Storage, key: string, hash: Hash, status: TransactionStatus | null): void {
  const sends = readLocalSends(storage, key);
  const next = status === null ? sends.filter((send) => send.hash.toLowerCase() !== hash.toLowerCase()) : sends.map((send) => (send.hash.toLowerCase() === hash.toLowerCase() ? { ...send, status } : send));
  write(storage, key, next);
}

/** Changes fields of the send with this hash (no-op when there is none). */
export function patchLocalSend(storage: Storage, key: string, hash: Hash, patch: LocalSendPatch): void {
  const sends = readLocalSends(storage, key);
  write(storage, key, sends.map((send) => (send.hash.toLowerCase() === hash.toLowerCase() ? { ...send, ...patch } : send)));
}

/** A local send as a history line. */
export function localSendEntry(send: LocalSend): HistoryEntry {
  const { hash, time, from, to, amount, symbol, decimals, token, status } = send;
  return { hash, time, from, to, amount, symbol, decimals, ...(token ? { token } : {}), status, type: 7 };
}

function write(storage: Storage, key: string, sends: readonly LocalSend[]): void {
  storage.setItem(
    key,
    JSON.stringify(sends.map((send) => ({ ...send, amount: send.amount.toString(), ...(send.maxFee === undefined ? {} : { maxFee: send.maxFee.toString() }) }))),
  );
}

function fromJson(item: unknown): LocalSend | null {
  if (typeof item !== 'object' || item === null) return null;
  const v = item as Record<string, unknown>;
  if (typeof v.hash !== 'string' || !HASH.test(v.hash)) return null;
  if (typeof v.chainId !== 'number' || typeof v.time !== 'number' || typeof v.symbol !== 'string' || typeof v.decimals !== 'number') return null;
  if (typeof v.amount !== 'string' || !/^\d+$/.test(v.amount)) return null;
  if (!STATUSES.includes(v.status as TransactionStatus)) return null;
  const from = typeof v.from === 'string' ? validateAddress(v.from) : null;
  const to = typeof v.to === 'string' ? validateAddress(v.to) : null;
  const token = typeof v.token === 'string' ? validateAddress(v.token) : null;
  if (!from?.ok || !to?.ok || (v.token !== undefined && !token?.ok)) return null;
  return {
    hash: v.hash as Hash,
    chainId: v.chainId,
    time: v.time,
    from: from.address,
    to: to.address,
    amount: BigInt(v.amount),
    symbol: v.symbol,
    decimals: v.decimals,
    ...(token?.ok ? { token: token.address } : {}),
    ...(typeof v.maxFee === 'string' && /^\d+$/.test(v.maxFee) ? { maxFee: BigInt(v.maxFee) } : {}),
    status: v.status as TransactionStatus,
    ...(typeof v.replaces === 'string' && HASH.test(v.replaces) ? { replaces: v.replaces as Hash } : {}),
    ...(typeof v.replacedBy === 'string' && HASH.test(v.replacedBy) ? { replacedBy: v.replacedBy as Hash } : {}),
    ...(v.replacement === 'speedUp' || v.replacement === 'cancel' ? { replacement: v.replacement } : {}),
    ...(v.dropped === true ? { dropped: true as const } : {}),
  };
}
