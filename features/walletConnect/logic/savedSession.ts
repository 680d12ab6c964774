import { STORAGE } from '@/lib/state/storageKeys';

/** A dapp's or the wallet's metadata, as WalletConnect v1 carries it. */
export type PeerMeta = { name: string; url: string; description: string; icons: string[] };

/**
 * The session object `@walletconnect/legacy-client` saves and restores (its `session` getter).
 * `key` is the session's own symmetric transport key, shared with the dapp; no wallet secret.
 *
 * Two kinds are saved: a connected one (the client writes it on approval) and a pending one, whose
 * session request waits for the user (`connected` false; we write it, the client never does).
 * A pending session's `chainId` is the chain the dapp asked for (0 when it named none); the
 * client's own `chainId` is set only on approval, which overwrites it.
 */
export type SavedSession = {
  connected: boolean;
  accounts: string[];
  chainId: number;
  bridge: string;
  key: string;
  clientId: string;
  clientMeta: PeerMeta | null;
  peerId: string;
  peerMeta: PeerMeta | null;
  handshakeId: number;
  handshakeTopic: string;
};

export type SlotStorage = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

const STORAGE_PREFIX = 'walletconnect:';
const ADDRESS = /^0x[0-9a-fA-F]{40}$/;

/**
 * The storageId of one session: the client's default key holds one session only, so each session
 * gets its own, named after its handshake topic.
 *
 * @example sessionStorageId('8a5e5bdc-…') // 'walletconnect:8a5e5bdc-…'
 */
export function sessionStorageId(handshakeTopic: string): string {
  return `${STORAGE_PREFIX}${handshakeTopic}`;
}

/**
 * The saved session named by the pointer slot, rebuilt field by field from what is stored (so
 * nothing but the known public fields ever comes back), or null when there is none, it cannot be
 * resumed (see `isResumable`), or it is not one of ours.
 *
 * @example const saved = readSavedSession(localStorage); if (saved) new WalletConnect({ session: saved.session, storageId: saved.storageId })
 */
export function readSavedSession(storage: SlotStorage): { storageId: string; session: SavedSession } | null {
  const storageId = storage.getItem(STORAGE.walletConnectSession);
  if (!storageId || !storageId.startsWith(STORAGE_PREFIX)) return null;
  const session = parseSavedSession(storage.getItem(storageId));
  return session && isResumable(session) ? { storageId, session } : null;
}

/**
 * Saves a session whose request waits for the user, so that a reload can still answer it: the
 * client replies to `peerId` with the request's `handshakeId`, encrypted with `key`. Only the
 * known public fields are written (see `toSavedSession`); nothing is written, and false comes
 * back, when the session cannot be answered later.
 *
 * @example savePendingSession(localStorage, storageId, { ...client.session, chainId: requestedChainId })
 */
export function savePendingSession(storage: SlotStorage, storageId: string, session: unknown): boolean {
  if (!storageId.startsWith(STORAGE_PREFIX)) return false;
  const checked = toSavedSession(session);
  if (!checked || checked.connected || !isResumable(checked)) return false;
  storage.setItem(storageId, JSON.stringify(checked));
  return true;
}

/**
 * Whether a saved session can be taken up again: a connected one always; a pending one only with
 * the dapp's peer id, the request's handshake id and the transport key (else it cannot be answered).
 */
function isResumable(session: SavedSession): boolean {
  return session.connected || (session.peerId !== '' && session.handshakeId > 0 && session.key !== '');
}

/** Remembers which storageId holds the session (written when the session is created). */
export function rememberSession(storage: SlotStorage, storageId: string): void {
  storage.setItem(STORAGE.walletConnectSession, storageId);
}

/** Removes the saved session and its pointer (reject, kill, remote disconnect). */
export function forgetSavedSession(storage: SlotStorage): void {
  const storageId = storage.getItem(STORAGE.walletConnectSession);
  if (storageId && storageId.startsWith(STORAGE_PREFIX)) storage.removeItem(storageId);
  storage.removeItem(STORAGE.walletConnectSession);
}

/** A stored session object checked and copied field by field, or null. */
export function parseSavedSession(raw: string | null): SavedSession | null {
  if (!raw) return null;
  try {
    return toSavedSession(JSON.parse(raw));
  } catch {
    return null;
  }
}

/** A session object checked and copied field by field (unknown fields dropped), or null. */
function toSavedSession(value: unknown): SavedSession | null {
  if (typeof value !== 'object' || value === null) return null;
  const v = value as Record<string, unknown>;
  const strings = ['bridge', 'key', 'clientId', 'peerId', 'handshakeTopic'] as const;
  if (!strings.every((field) => typeof v[field] === 'string')) return null;
  if (typeof v.connected !== 'boolean' || !Number.isSafeInteger(v.chainId) || !Number.isSafeInteger(v.handshakeId)) return null;
  if (!Array.isArray(v.accounts) || !v.accounts.every((a) => typeof a === 'string' && ADDRESS.test(a))) return null;
  return {
    connected: v.connected,
    accounts: [...(v.accounts as string[])],
    chainId: v.chainId as number,
    bridge: v.bridge as string,
    key: v.key as string,
    clientId: v.clientId as string,
    clientMeta: parsePeerMeta(v.clientMeta),
    peerId: v.peerId as string,
    peerMeta: parsePeerMeta(v.peerMeta),
    handshakeId: v.handshakeId as number,
    handshakeTopic: v.handshakeTopic as string,
  };
}

/** Peer metadata with every field a string (icons a list of strings), or null. */
export function parsePeerMeta(value: unknown): PeerMeta | null {
  if (typeof value !== 'object' || value === null) return null;
  const v = value as Record<string, unknown>;
  const text = (field: unknown) => (typeof field === 'string' ? field.slice(0, 500) : '');
  return {
    name: text(v.name),
    url: text(v.url),
    description: text(v.description),
    icons: Array.isArray(v.icons) ? v.icons.filter((icon): icon is string => typeof icon === 'string').slice(0, 8) : [],
  };
}
