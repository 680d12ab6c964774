import WalletConnect from '@walletconnect/legacy-client';
import { getDefaultStore } from 'jotai';
import { createWalletClient, http } from 'viem';
import { deviceNetworks } from '@/lib/state/hdWallet/customNetworks';
import { hdWalletsAtom, selectedWalletIdAtom } from '@/lib/state/hdWallet/hdWallet';
import { initInfoAtom } from '@/lib/state/session';
import { dispatchConnection, walletConnectAtom } from '@/features/walletConnect/state/walletConnect';
import { isUnlocked, signerFor } from '@/lib/wallet/keyring/keyring';
import { unlockWallet } from '@/lib/wallet/keyring/unlockWallet';
import { toViemChain } from '@/lib/wallet/networks/toViemChain';
import { resolveSigningWallet } from '@/lib/wallet/vault/resolveSigningWallet';
import type { StoredWallet } from '@/lib/wallet/vault/walletRecord';
import { SESSION_REQUEST } from '@/features/walletConnect/logic/connectionState';
import { executeRequest, type RequestOutcome } from '@/features/walletConnect/logic/executeRequest';
import type { ConnectionUri } from '@/lib/walletConnect/parseConnectionUri';
import { STORAGE } from '@/lib/state/storageKeys';
import { REJECTIONS } from '@/features/walletConnect/logic/rejections';
import { appendHistory, readHistory, writeHistory, type HistoryEntry } from '@/features/walletConnect/logic/requestHistory';
import { REQUEST_METHODS } from '@/features/walletConnect/logic/requestMethods';
import { forgetSavedSession, parsePeerMeta, readSavedSession, rememberSession, savePendingSession, sessionStorageId } from '@/features/walletConnect/logic/savedSession';
import { validateRequest } from '@/features/walletConnect/logic/validateRequest';
import type { WalletConnectRequest } from '@/features/walletConnect/logic/walletConnectRequest';

/**
 * The one WalletConnect v1 connection (SPEC §4), driving `@walletconnect/legacy-client` and the
 * state in features/walletConnect/state/walletConnect.ts. Loaded only when a link arrives or a saved session exists.
 *
 * Lifecycle: a link creates the client (bridge from the link, its own storageId) and subscribes
 * its events; the dapp's session request becomes notification '1' and the pending session is
 * saved (the client saves only approved ones), so a reload shows the same request and can still
 * answer it; accept approves with the signing wallet's chain and address; reject, kill and a
 * remote disconnect reset everything and remove the saved session. Signing requests are checked before they are shown (refusals go back
 * at once) and checked again when carried out.
 */

type Store = ReturnType<typeof getDefaultStore>;
const store: Store = getDefaultStore();
let connector: WalletConnect | null = null;
let stopWatching: (() => void) | null = null;

/** The wallet that signs and that the dapp sees (SPEC §4), or none (also the v2 controller's). */
export function signingWallet(): StoredWallet | undefined {
  return resolveSigningWallet(store.get(hdWalletsAtom), store.get(selectedWalletIdAtom));
}

/** The v2 controller (the sign-client and its dependencies) as its own chunk, loaded for v2 only. */
const loadV2 = () => import('./connectionControllerV2');
const isV2 = () => store.get(walletConnectAtom).version === 2;

/**
 * Starts a session from a checked link (SPEC §4: link received → session created, events
 * subscribed): a v1 link through its bridge, a v2 link through the configured relay. The one
 * session of either version is ended first. 'v2Unavailable': this deployment has no v2 relay.
 */
export async function connectWithLink(link: ConnectionUri): Promise<'ok' | 'v2Unavailable'> {
  if (link.version === 2) {
    if (!store.get(initInfoAtom)?.walletConnectV2) return 'v2Unavailable';
    if (connector || isV2()) await disconnect();
    return (await loadV2()).connectV2(link);
  }
  if (connector || isV2()) await disconnect();
  const storageId = sessionStorageId(link.handshakeTopic);
  dispatchConnection({ type: 'linkReceived', uri: link.uri });
  const created = new WalletConnect({ uri: link.uri, storageId });
  rememberSession(localStorage, storageId);
  attach(created, storageId);
  return 'ok';
}

/**
 * Restores the saved session on start; false when there is none (the stale pointer is removed).
 * A connected session is connected again; a pending one shows its session request again, and the
 * restored client answers it (approveSession and rejectSession reply to the dapp's peer id with
 * the request's handshake id, both part of the saved session).
 */
export async function restoreSession(): Promise<boolean> {
  if (connector) return true;
  if (localStorage.getItem(STORAGE.walletConnectSessionV2)) return (await loadV2()).restoreV2();
  const saved = readSavedSession(localStorage);
  if (!saved) {
    forgetSavedSession(localStorage);
    return false;
  }
  const { session, storageId } = saved;
  const peerMeta = parsePeerMeta(session.peerMeta);
  if (session.connected) {
    dispatchConnection({ type: 'restored', uri: null, peerMeta, chainId: session.chainId, address: session.accounts[0] ?? null });
  } else {
    const detail = { peerId: session.peerId, peerMeta, chainId: session.chainId || null, address: signingWallet()?.address ?? null };
    dispatchConnection({ type: 'restoredRequest', handshakeId: session.handshakeId, detail });
  }
  attach(new WalletConnect({ session, storageId }), storageId);
  followSigningWallet();
  return true;
}

function attach(created: WalletConnect, storageId: string): void {
  connector = created;
  created.on('session_request', (error, payload: { id: number; params: [{ peerId: string; peerMeta: unknown; chainId?: unknown }] }) => {
    if (error || created !== connector) return;
    const [params] = payload.params;
    const chainId = Number.isSafeInteger(params.chainId) ? (params.chainId as number) : null;
    dispatchConnection({
      type: 'sessionRequest',
      handshakeId: payload.id,
      detail: { peerId: params.peerId, peerMeta: parsePeerMeta(params.peerMeta), chainId, address: signingWallet()?.address ?? null },
    });
    // The client has taken the request's peerId, peerMeta and handshakeId into its session.
    try {
      if (!savePendingSession(localStorage, storageId, { ...created.session, chainId: chainId ?? 0 })) console.warn('pending session not saved: incomplete session request');
    } catch (error) {
      console.warn('pending session not saved', error);
    }
  });
  created.on('call_request', (error, payload: WalletConnectRequest) => {
    if (!error && created === connector) receiveRequest(payload);
  });
  created.on('disconnect', () => {
    if (created === connector) reset();
  });
  // The client's socket reports no open/close events: read its state, and the browser's.
  const poll = setInterval(() => {
    const transport = (created as unknown as { _transport?: { connected?: boolean } })._transport;
    dispatchConnection({ type: 'online', online: navigator.onLine && transport?.connected === true });
  }, 1000);
  const unwatch = store.sub(selectedWalletIdAtom, followSigningWallet);
  const unwatchWallets = store.sub(hdWalletsAtom, followSigningWallet);
  stopWatching = () => {
    clearInterval(poll);
    unwatch();
    unwatchWallets();
  };
}

function receiveRequest(request: WalletConnectRequest): void {
  const state = store.get(walletConnectAtom);
  const checked = validateRequest(request, { activeAddress: state.address, chainId: state.chainId });
  if (!checked.ok) {
    console.warn(`wallet connection request ${String(request.method)} refused: ${checked.message}`, checked.detail);
    connector?.rejectRequest({ id: request.id, error: { message: checked.message } });
    record({ method: String(request.method), outcome: 'refused', reason: checked.message });
    return;
  }
  dispatchConnection({ type: 'request', request });
}

/** Accepts the pending session request with the signing wallet's chain and address. */
export async function approveSession(): Promise<'ok' | 'noWallet' | 'failed'> {
  if (isV2()) return (await loadV2()).approveProposal();
  const wallet = signingWallet();
  if (!connector || !wallet) return 'noWallet';
  connector.approveSession({ chainId: wallet.chainId, accounts: [wallet.address] });
  dispatchConnection({ type: 'approved', chainId: wallet.chainId, address: wallet.address });
  record({ method: 'session_request', outcome: 'approved' });
  followSigningWallet();
  return 'ok';
}

/** Rejects the pending session request: all connection state is reset, the saved session removed. */
export async function rejectSession(): Promise<void> {
  if (isV2()) return (await loadV2()).rejectProposal();
  record({ method: 'session_request', outcome: 'rejected' });
  try {
    connector?.rejectSession({ message: REJECTIONS.failedOrRejected });
  } catch (error) {
    console.warn('session not rejected cleanly', error);
  }
  reset();
}

/** Ends the session from our side (the Disconnect button, the drop at the bottom). */
export async function disconnect(): Promise<void> {
  if (isV2()) return (await loadV2()).disconnectV2();
  const current = connector;
  const { connected } = store.get(walletConnectAtom);
  reset();
  if (!current) return;
  try {
    if (connected) await current.killSession();
    else current.rejectSession({ message: REJECTIONS.failedOrRejected });
  } catch (error) {
    console.warn('session not ended cleanly', error);
  } finally {
    current.transportClose();
  }
}

function reset(): void {
  const current = connector;
  connector = null;
  stopWatching?.();
  stopWatching = null;
  forgetSavedSession(localStorage);
  dispatchConnection({ type: 'reset' });
  // The client reconnects its socket forever unless told to stop (after the last answer is out).
  if (current && !current.connected) setTimeout(() => current.transportClose(), 1000);
}

/**
 * Follows a change of the selected wallet (SPEC §4): the session moves to the signing wallet's
 * chain and account; the signer itself is resolved afresh at each signature.
 */
function followSigningWallet(): void {
  const state = store.get(walletConnectAtom);
  if (!connector || !state.connected) return;
  const wallet = signingWallet();
  if (!wallet) return;
  if (wallet.address === state.address && wallet.chainId === state.chainId) return;
  try {
    connector.updateSession({ chainId: wallet.chainId, accounts: [wallet.address] });
    dispatchConnection({ type: 'sessionUpdated', chainId: wallet.chainId, address: wallet.address });
  } catch (error) {
    console.warn('session not updated', error);
  }
}

export type ApproveResult = { ok: true } | { ok: false; reason: 'needsPassword' | 'wrong' | 'broken' | 'noWallet' | 'gone' };

/**
 * Carries out a signing request the user accepted: the unlocked wallet signs through the keyring,
 * or the wallet password unlocks it first. The dapp gets the result or the spec's refusal text;
 * either way the notification is removed.
 */
export async function approveRequest(notificationId: number, password: string): Promise<ApproveResult> {
  if (isV2()) return (await loadV2()).approveRequestV2(notificationId, password);
  if (!connector) return { ok: false, reason: 'gone' };
  const signed = await signApproved(notificationId, password, store.get(walletConnectAtom).chainId);
  if (!signed.ok) return signed;
  const { request, outcome } = signed;
  const live = connector;
  dispatchConnection({ type: 'removeNotification', id: notificationId });
  if (!outcome || !live) return { ok: true };
  if ('result' in outcome) {
    live.approveRequest(outcome);
    record({ method: request.method, outcome: 'approved' });
  } else {
    live.rejectRequest(outcome);
    record({ method: request.method, outcome: 'refused', reason: outcome.error.message });
  }
  return { ok: true };
}

/**
 * The signing half of an approval, for both versions: the notification's request is carried out
 * on `chainId` by the signing wallet (unlocked with `password` when it is locked). The caller sends
 * the outcome (a result, a refusal, or nothing when no account is active) and removes the notification.
 */
export async function signApproved(
  notificationId: number,
  password: string,
  chainId: number,
): Promise<{ ok: false; reason: 'needsPassword' | 'wrong' | 'broken' | 'noWallet' | 'gone' } | { ok: true; request: WalletConnectRequest; outcome: RequestOutcome | undefined }> {
  const state = store.get(walletConnectAtom);
  const notification = state.notifications.find((n) => n.id === notificationId);
  if (!notification || notification.type === SESSION_REQUEST || !('request' in notification)) return { ok: false, reason: 'gone' };
  const wallet = signingWallet();
  if (!wallet) return { ok: false, reason: 'noWallet' };
  if (!isUnlocked(wallet.id)) {
    if (password === '') return { ok: false, reason: 'needsPassword' };
    const opened = await unlockWallet(wallet, password);
    if (!opened.ok) return { ok: false, reason: opened.reason };
  }
  const { request } = notification;
  // Fails closed: a lock between here and the signature makes the signer throw, and the dapp gets a refusal.
  const account = signerFor(wallet.id);
  const network = deviceNetworks(store).find((n) => n.chain_id === chainId);
  const sends = request.method in REQUEST_METHODS && REQUEST_METHODS[request.method as keyof typeof REQUEST_METHODS].screen === 'transaction';
  const client = sends && network?.rpc_url ? createWalletClient({ account, chain: toViemChain(network), transport: http(network.rpc_url, { timeout: 15_000 }) }) : undefined;
  const outcome = await executeRequest(request, account, client, { chainId });
  return { ok: true, request, outcome };
}

/** The user's rejection: 'Failed or Rejected Request', and the notification goes. */
export async function rejectRequest(notificationId: number): Promise<void> {
  if (isV2()) return (await loadV2()).rejectRequestV2(notificationId);
  const notification = store.get(walletConnectAtom).notifications.find((n) => n.id === notificationId);
  dispatchConnection({ type: 'removeNotification', id: notificationId });
  if (!notification || !('request' in notification)) return;
  connector?.rejectRequest({ id: notification.request.id, error: { message: REJECTIONS.failedOrRejected } });
  record({ method: notification.request.method, outcome: 'rejected' });
}

/** Adds an entry to the request history /dappwallet shows (both versions). */
export function record(entry: Pick<HistoryEntry, 'method' | 'outcome' | 'reason'>): void {
  const peer = store.get(walletConnectAtom).peerMeta;
  try {
    writeHistory(localStorage, appendHistory(readHistory(localStorage), { time: Date.now(), peer: peer?.name ?? '', url: peer?.url ?? '', ...entry }));
    window.dispatchEvent(new Event('walletconnect-history'));
  } catch (error) {
    console.warn('history not written', error);
  }
}
