import { SignClient } from '@walletconnect/sign-client';
import { getDefaultStore } from 'jotai';
import { deviceNetworks } from '@/lib/state/hdWallet/customNetworks';
import { hdWalletsAtom, selectedWalletIdAtom } from '@/lib/state/hdWallet/hdWallet';
import { initInfoAtom } from '@/lib/state/session';
import { STORAGE } from '@/lib/state/storageKeys';
import { dispatchConnection, walletConnectAtom } from '@/features/walletConnect/state/walletConnect';
import type { SessionRequestDetail } from '@/features/walletConnect/logic/connectionState';
import type { ConnectionUriV2 } from '@/lib/walletConnect/parseConnectionUri';
import { type RejectionMessage, REJECTIONS } from '@/features/walletConnect/logic/rejections';
import { parsePeerMeta } from '@/features/walletConnect/logic/savedSession';
import { approvedNamespaces, chainIdOf, followWallet, readRequestedNamespaces } from '@/features/walletConnect/logic/sessionNamespaces';
import { validateRequest } from '@/features/walletConnect/logic/validateRequest';
import type { WalletConnectRequest } from '@/features/walletConnect/logic/walletConnectRequest';
import { type ApproveResult, record, signApproved, signingWallet } from './connectionController';

/**
 * The WalletConnect v2 side of the one connection (SPEC §4), driving `@walletconnect/sign-client`
 * 2.21.8 and the same state, request validation and approval as v1 (connectionController.ts,
 * which loads this chunk only for a v2 link or a saved v2 session).
 *
 * Lifecycle: a link pairs through the configured relay (initial info `walletConnectV2`); the dapp's
 * proposal becomes notification '1' with its metadata and requested namespaces; accept approves the
 * eip155 chains the wallet supports with the active account (sessionNamespaces.ts), reject answers
 * with a reason. Requests are checked before they are shown (refusals go back at once, with the
 * spec's texts as the JSON-RPC error message) and again when carried out. A wallet change updates the
 * session (`session_update`) and emits `accountsChanged` / `chainChanged`. The session's topic (or
 * `pairing:<topic>` while a proposal waits) is kept under STORAGE.walletConnectSessionV2 so a start
 * restores it; the client keeps its own records under its `wc@2:` storage prefix.
 */

type Store = ReturnType<typeof getDefaultStore>;
type Client = Awaited<ReturnType<typeof SignClient.init>>;
const store: Store = getDefaultStore();
const PAIRING = 'pairing:';
/** EIP-1193 error codes beside the spec's texts (the text is what dapps show). */
const ERROR_CODES: Record<RejectionMessage, number> = {
  [REJECTIONS.failedOrRejected]: 4001,
  [REJECTIONS.addressMismatch]: 4100,
  [REJECTIONS.methodNotSupported]: 4200,
  [REJECTIONS.chainMismatch]: 4901,
};

let clientPromise: Promise<Client> | null = null;
let liveClient: Client | null = null;
let sessionTopic: string | null = null;
let proposal: { id: number; chains: string[] } | null = null;
/** Each shown request's session topic and chain, by its JSON-RPC id. */
const requestMeta = new Map<number, { topic: string; chainId: number }>();
let stopWatching: (() => void) | null = null;

/** The relay configuration of this deployment, waiting for the initial info at start (at most 15 s). */
async function relayConfig(): Promise<{ relayUrl: string; projectId: string } | null> {
  const now = store.get(initInfoAtom);
  if (now) return now.walletConnectV2 ?? null;
  return new Promise((resolve) => {
    const timer = setTimeout(() => {
      unsub();
      resolve(null);
    }, 15_000);
    const unsub = store.sub(initInfoAtom, () => {
      const info = store.get(initInfoAtom);
      if (!info) return;
      clearTimeout(timer);
      unsub();
      resolve(info.walletConnectV2 ?? null);
    });
  });
}

function client(config: { relayUrl: string; projectId: string }): Promise<Client> {
  clientPromise ??= SignClient.init({
    projectId: config.projectId,
    relayUrl: config.relayUrl,
    // The wallet dapps see: this page's title and address.
    metadata: { name: document.title || 'Wallet', description: 'Wallet', url: location.origin, icons: [`${location.origin}/icons/icon-192.png`] },
    customStoragePrefix: 'wallet',
    telemetryEnabled: false,
    // The client would hold a request arriving within 1 s of the last answer; our notifications are the queue.
    signConfig: { disableRequestQueue: true },
  }).then((created) => {
    // The Verify API (verify.walletconnect.org) is not consulted: the page CSP admits only the relay,
    // and the panel shows no verification state. Every proposal and request is 'UNKNOWN' at once
    // instead of a blocked fetch on each.
    created.core.verify.resolve = (async () => undefined) as unknown as typeof created.core.verify.resolve;
    subscribe(created);
    liveClient = created;
    return created;
  });
  clientPromise.catch(() => (clientPromise = null));
  return clientPromise;
}

const supportedChainIds = () =>
  deviceNetworks(store)
    .filter((n) => n.rpc_url && !n.retired)
    .map((n) => n.chain_id);

function subscribe(created: Client): void {
  created.on('session_proposal', (event) => {
    const state = store.get(walletConnectAtom);
    if (state.version !== 2 || state.status !== 'connecting') return void created.reject({ id: event.id, reason: { code: 5000, message: REJECTIONS.failedOrRejected } }).catch(() => undefined);
    showProposal(event.id, event.params);
  });
  created.on('session_request', (event) => receiveRequest(created, event));
  created.on('session_delete', ({ topic }) => {
    if (topic === sessionTopic) reset();
  });
  created.on('session_expire', ({ topic }) => {
    if (topic === sessionTopic) reset();
  });
  created.on('proposal_expire', ({ id }) => {
    if (proposal?.id === id) reset();
  });
}

function showProposal(id: number, params: { proposer: { publicKey: string; metadata: unknown }; requiredNamespaces?: unknown; optionalNamespaces?: unknown }): void {
  const namespaces = readRequestedNamespaces(params.requiredNamespaces, params.optionalNamespaces, supportedChainIds());
  proposal = { id, chains: namespaces.chains };
  const detail: SessionRequestDetail = {
    peerId: params.proposer.publicKey,
    peerMeta: parsePeerMeta(params.proposer.metadata),
    chainId: chainIdOf(namespaces.chains[0]) ?? chainIdOf(namespaces.unsupportedChains[0]),
    address: signingWallet()?.address ?? null,
    namespaces,
  };
  dispatchConnection({ type: 'sessionRequest', handshakeId: id, detail });
}

/** Starts pairing with a v2 link (the connection state is already reset by the caller). */
export async function connectV2(link: ConnectionUriV2): Promise<'ok' | 'v2Unavailable'> {
  const config = await relayConfig();
  if (!config) return 'v2Unavailable';
  dispatchConnection({ type: 'linkReceived', uri: link.uri, version: 2 });
  proposal = null;
  localStorage.setItem(STORAGE.walletConnectSessionV2, `${PAIRING}${link.pairingTopic}`);
  watch();
  try {
    await (await client(config)).pair({ uri: link.uri });
  } catch (error) {
    console.warn('wallet connection v2 pairing failed', error);
    // The client can give up on the relay's acknowledgement after the proposal itself has come
    // (a slow relay): the proposal on screen stands, and its own expiry still ends it.
    if (!proposal) reset();
  }
  return 'ok';
}

/**
 * Restores the saved v2 session or waiting proposal on start; false when there is none (the stale
 * marker is removed). A session comes back connected and follows the current wallet; a proposal
 * still waiting shows again; a pairing whose proposal has not come yet keeps waiting for it.
 */
export async function restoreV2(): Promise<boolean> {
  const marker = localStorage.getItem(STORAGE.walletConnectSessionV2);
  const config = await relayConfig();
  if (!marker || !config) {
    localStorage.removeItem(STORAGE.walletConnectSessionV2);
    return false;
  }
  const live = await client(config);
  if (marker.startsWith(PAIRING)) {
    const pairingTopic = marker.slice(PAIRING.length);
    const waiting = live.proposal.getAll().find((p) => p.pairingTopic === pairingTopic && p.expiryTimestamp * 1000 > Date.now());
    if (!waiting && !live.core.pairing.getPairings().some((p) => p.topic === pairingTopic && p.expiry * 1000 > Date.now())) {
      localStorage.removeItem(STORAGE.walletConnectSessionV2);
      return false;
    }
    dispatchConnection({ type: 'linkReceived', uri: '', version: 2 });
    if (waiting) showProposal(waiting.id, waiting);
    watch();
    return true;
  }
  const session = live.session.getAll().find((s) => s.topic === marker && s.expiry * 1000 > Date.now());
  if (!session) {
    localStorage.removeItem(STORAGE.walletConnectSessionV2);
    return false;
  }
  sessionTopic = session.topic;
  const wallet = signingWallet();
  const [account] = session.namespaces.eip155?.accounts ?? [];
  const [, chain, address] = account?.split(':') ?? [];
  dispatchConnection({ type: 'restored', version: 2, uri: null, peerMeta: parsePeerMeta(session.peer.metadata), chainId: wallet?.chainId ?? Number(chain), address: address ?? null });
  watch();
  void followSigningWallet();
  return true;
}

/** Accepts the waiting proposal with the supported chains and the active account. */
export async function approveProposal(): Promise<'ok' | 'noWallet' | 'failed'> {
  const wallet = signingWallet();
  const config = await relayConfig();
  if (!wallet) return 'noWallet';
  if (!proposal || !config) return 'failed';
  try {
    const live = await client(config);
    const { topic } = await live.approve({ id: proposal.id, namespaces: approvedNamespaces({ requestedChains: proposal.chains, chainId: wallet.chainId, address: wallet.address }) });
    sessionTopic = topic;
    proposal = null;
    localStorage.setItem(STORAGE.walletConnectSessionV2, topic);
  } catch (error) {
    console.warn('wallet connection v2 not approved', error);
    return 'failed';
  }
  dispatchConnection({ type: 'approved', chainId: wallet.chainId, address: wallet.address });
  record({ method: 'session_request', outcome: 'approved' });
  return 'ok';
}

/** Rejects the waiting proposal with the spec's text as the reason, and resets everything. */
export async function rejectProposal(): Promise<void> {
  record({ method: 'session_request', outcome: 'rejected' });
  const waiting = proposal;
  reset();
  if (!waiting || !clientPromise) return;
  try {
    await (await clientPromise).reject({ id: waiting.id, reason: { code: 5000, message: REJECTIONS.failedOrRejected } });
  } catch (error) {
    console.warn('proposal not rejected cleanly', error);
  }
}

/** Ends the session from our side (Disconnect, the drop at the bottom), or turns a waiting proposal down. */
export async function disconnectV2(): Promise<void> {
  const topic = sessionTopic;
  if (!topic) return rejectProposal();
  reset();
  try {
    await (await clientPromise)?.disconnect({ topic, reason: { code: 6000, message: 'User disconnected.' } });
  } catch (error) {
    console.warn('session not ended cleanly', error);
  }
}

function receiveRequest(live: Client, event: { id: number; topic: string; params: { request: { method: string; params: unknown }; chainId: string } }): void {
  const request: WalletConnectRequest = { id: event.id, jsonrpc: '2.0', method: event.params.request.method, params: event.params.request.params };
  const state = store.get(walletConnectAtom);
  const chainId = chainIdOf(event.params.chainId);
  const sessionChains = event.topic === sessionTopic ? (live.session.get(event.topic).namespaces.eip155?.chains ?? []) : [];
  const refuse = (message: RejectionMessage, detail: unknown) => {
    console.warn(`wallet connection request ${String(request.method)} refused: ${message}`, detail);
    void respondError(live, event.topic, event.id, message);
    record({ method: String(request.method), outcome: 'refused', reason: message });
  };
  if (event.topic !== sessionTopic || !state.connected) return refuse(REJECTIONS.failedOrRejected, 'no such session');
  if (chainId === null || !sessionChains.includes(event.params.chainId)) return refuse(REJECTIONS.chainMismatch, `chain ${event.params.chainId} is not in the session`);
  const checked = validateRequest(request, { activeAddress: state.address, chainId });
  if (!checked.ok) return refuse(checked.message, checked.detail);
  requestMeta.set(event.id, { topic: event.topic, chainId });
  dispatchConnection({ type: 'request', request });
}

async function respondError(live: Client, topic: string, id: number, message: RejectionMessage): Promise<void> {
  try {
    await live.respond({ topic, response: { id, jsonrpc: '2.0', error: { code: ERROR_CODES[message], message } } });
  } catch (error) {
    console.warn('refusal not sent', error);
  }
}

/** Carries out a request the user accepted and answers the dapp (the result, or the spec's refusal text). */
export async function approveRequestV2(notificationId: number, password: string): Promise<ApproveResult> {
  const notification = store.get(walletConnectAtom).notifications.find((n) => n.id === notificationId);
  const meta = notification && 'request' in notification ? requestMeta.get(notification.request.id) : undefined;
  if (!meta || !clientPromise) return { ok: false, reason: 'gone' };
  const signed = await signApproved(notificationId, password, meta.chainId);
  if (!signed.ok) return signed;
  const { request, outcome } = signed;
  dispatchConnection({ type: 'removeNotification', id: notificationId });
  requestMeta.delete(request.id);
  if (!outcome) return { ok: true };
  const live = await clientPromise;
  if ('result' in outcome) {
    await live.respond({ topic: meta.topic, response: { id: request.id, jsonrpc: '2.0', result: outcome.result } });
    record({ method: request.method, outcome: 'approved' });
  } else {
    await respondError(live, meta.topic, request.id, outcome.error.message);
    record({ method: request.method, outcome: 'refused', reason: outcome.error.message });
  }
  return { ok: true };
}

/** The user's rejection: 'Failed or Rejected Request', and the notification goes. */
export async function rejectRequestV2(notificationId: number): Promise<void> {
  const notification = store.get(walletConnectAtom).notifications.find((n) => n.id === notificationId);
  dispatchConnection({ type: 'removeNotification', id: notificationId });
  if (!notification || !('request' in notification)) return;
  const meta = requestMeta.get(notification.request.id);
  requestMeta.delete(notification.request.id);
  if (meta && clientPromise) await respondError(await clientPromise, meta.topic, notification.request.id, REJECTIONS.failedOrRejected);
  record({ method: notification.request.method, outcome: 'rejected' });
}

/**
 * Follows a change of the selected wallet (SPEC §4): the session gets the new account (and chain)
 * by `session_update`, then the dapp is told by `accountsChanged` and, when the chain moved, `chainChanged`.
 */
async function followSigningWallet(): Promise<void> {
  const state = store.get(walletConnectAtom);
  const topic = sessionTopic;
  const wallet = signingWallet();
  if (!topic || !clientPromise || !state.connected || !wallet) return;
  const live = await clientPromise;
  const session = live.session.getAll().find((s) => s.topic === topic);
  if (!session) return;
  const current = session.namespaces.eip155?.accounts ?? [];
  const sameAccount = current.every((a) => a.toLowerCase().endsWith(`:${wallet.address.toLowerCase()}`));
  if (sameAccount && wallet.chainId === state.chainId && current.some((a) => a.startsWith(`eip155:${wallet.chainId}:`))) return;
  const chainChanged = wallet.chainId !== state.chainId;
  try {
    dispatchConnection({ type: 'sessionUpdated', chainId: wallet.chainId, address: wallet.address });
    const { acknowledged } = await live.update({ topic, namespaces: followWallet(session.namespaces, wallet) });
    await acknowledged();
    const chain = `eip155:${wallet.chainId}`;
    await live.emit({ topic, chainId: chain, event: { name: 'accountsChanged', data: [wallet.address] } });
    if (chainChanged) await live.emit({ topic, chainId: chain, event: { name: 'chainChanged', data: wallet.chainId } });
  } catch (error) {
    console.warn('session not updated', error);
  }
}

function watch(): void {
  stopWatching?.();
  // The relayer reports its socket by events the page would have to pair with reconnects: read its state, and the browser's.
  const poll = setInterval(() => dispatchConnection({ type: 'online', online: navigator.onLine && liveClient?.core.relayer.connected === true }), 1000);
  const follow = () => void followSigningWallet();
  const unwatch = store.sub(selectedWalletIdAtom, follow);
  const unwatchWallets = store.sub(hdWalletsAtom, follow);
  stopWatching = () => {
    clearInterval(poll);
    unwatch();
    unwatchWallets();
  };
}

function reset(): void {
  sessionTopic = null;
  proposal = null;
  requestMeta.clear();
  stopWatching?.();
  stopWatching = null;
  localStorage.removeItem(STORAGE.walletConnectSessionV2);
  dispatchConnection({ type: 'reset' });
}
