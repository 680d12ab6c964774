import { nextNotificationId } from './nextNotificationId';
import type { PeerMeta } from './savedSession';
import type { WalletConnectRequest } from './walletConnectRequest';

/** SPEC §3: a session request has type '1'; a signing request has its method name. */
export const SESSION_REQUEST = '1';

/** What a WalletConnect v2 dapp's session proposal asks for (sessionNamespaces.ts). */
export type RequestedNamespaces = {
  /** Requested eip155 chains the wallet supports (CAIP-2, `eip155:1`), and those it does not. */
  chains: string[];
  unsupportedChains: string[];
  methods: string[];
  events: string[];
  /** Required chains or namespaces the wallet cannot serve: the proposal can only be rejected. */
  unmetRequirements: string[];
};

/**
 * A session request's detail (SPEC §3: the request params, with the active address added). A v2
 * proposal also carries what it asks for (`namespaces`); its `peerId` is the proposer's public key.
 */
export type SessionRequestDetail = { peerId: string; peerMeta: PeerMeta | null; chainId: number | null; address: string | null; namespaces?: RequestedNamespaces };

/** A connection or signing request waiting for the user (SPEC §3 "Notification"). */
export type Notification =
  | { id: number; type: typeof SESSION_REQUEST; detail: SessionRequestDetail }
  | { id: number; type: string; detail: unknown; request: WalletConnectRequest };

/**
 * The wallet-connection state of SPEC §3/§4: idle → a link is received (`connecting`) → the
 * dapp's session request waits (`pending`) → approved (`connected`). `online` is the bridge
 * socket. `visibleIds` are the notifications not hidden; `fullOpen` is the panel.
 */
export type ConnectionState = {
  status: 'idle' | 'connecting' | 'pending' | 'connected';
  /** The WalletConnect version of the one session (v1 through our bridge, v2 through the relay). */
  version: 1 | 2;
  uri: string | null;
  peerMeta: PeerMeta | null;
  connected: boolean;
  online: boolean;
  chainId: number;
  address: string | null;
  notifications: Notification[];
  visibleIds: number[];
  fullOpen: boolean;
};

/** SPEC §9: the default chain id. */
export const DEFAULT_CHAIN_ID = 1;

export const IDLE: ConnectionState = {
  status: 'idle',
  version: 1,
  uri: null,
  peerMeta: null,
  connected: false,
  online: false,
  chainId: DEFAULT_CHAIN_ID,
  address: null,
  notifications: [],
  visibleIds: [],
  fullOpen: false,
};

export type ConnectionAction =
  | { type: 'linkReceived'; uri: string; version?: 1 | 2 }
  | { type: 'sessionRequest'; handshakeId: number; detail: SessionRequestDetail }
  | { type: 'approved'; chainId: number; address: string }
  | { type: 'restored'; uri: string | null; peerMeta: PeerMeta | null; chainId: number; address: string | null; version?: 1 | 2 }
  | { type: 'restoredRequest'; handshakeId: number; detail: SessionRequestDetail; version?: 1 | 2 }
  | { type: 'sessionUpdated'; chainId: number; address: string }
  | { type: 'request'; request: WalletConnectRequest }
  | { type: 'removeNotification'; id: number }
  | { type: 'hide'; id: number }
  | { type: 'show'; id: number }
  | { type: 'online'; online: boolean }
  | { type: 'panel'; open: boolean }
  | { type: 'reset' };

/**
 * The wallet-connection state machine (SPEC §4), pure. New notifications get their id by SPEC's
 * rule, show at once and open the panel; removing one (answered either way) drops it everywhere.
 * `reset` (reject, kill, remote disconnect) returns to idle and closes the panel. `restored` is a
 * saved connected session; `restoredRequest` a saved session whose request still waits, shown as
 * the same notification as before the reload.
 *
 * @example let s = reduceConnection(IDLE, { type: 'linkReceived', uri }); s = reduceConnection(s, { type: 'panel', open: false })
 */
export function reduceConnection(state: ConnectionState, action: ConnectionAction): ConnectionState {
  switch (action.type) {
    case 'linkReceived':
      return { ...IDLE, status: 'connecting', uri: action.uri, version: action.version ?? 1 };
    case 'sessionRequest': {
      if (state.status !== 'connecting') return state;
      const id = nextNotificationId(state.notifications, action.handshakeId);
      const notification: Notification = { id, type: SESSION_REQUEST, detail: action.detail };
      return { ...add(state, notification), status: 'pending', peerMeta: action.detail.peerMeta };
    }
    case 'approved': {
      const notifications = state.notifications.filter((n) => n.type !== SESSION_REQUEST);
      const ids = new Set(notifications.map((n) => n.id));
      return {
        ...state,
        status: 'connected',
        connected: true,
        chainId: action.chainId,
        address: action.address,
        notifications,
        visibleIds: state.visibleIds.filter((id) => ids.has(id)),
        fullOpen: false,
      };
    }
    case 'restoredRequest':
      return reduceConnection({ ...IDLE, status: 'connecting', version: action.version ?? 1 }, { type: 'sessionRequest', handshakeId: action.handshakeId, detail: action.detail });
    case 'restored':
      return { ...IDLE, status: 'connected', version: action.version ?? 1, connected: true, uri: action.uri, peerMeta: action.peerMeta, chainId: action.chainId, address: action.address };
    case 'sessionUpdated':
      return state.connected ? { ...state, chainId: action.chainId, address: action.address } : state;
    case 'request': {
      if (!state.connected) return state;
      const id = nextNotificationId(state.notifications, action.request.id);
      return add(state, { id, type: action.request.method, detail: action.request.params, request: action.request });
    }
    case 'removeNotification': {
      const notifications = state.notifications.filter((n) => n.id !== action.id);
      if (notifications.length === state.notifications.length) return state;
      return { ...state, notifications, visibleIds: state.visibleIds.filter((id) => id !== action.id) };
    }
    case 'hide':
      return { ...state, visibleIds: state.visibleIds.filter((id) => id !== action.id) };
    case 'show':
      if (!state.notifications.some((n) => n.id === action.id) || state.visibleIds.includes(action.id)) return state;
      return { ...state, visibleIds: [...state.visibleIds, action.id] };
    case 'online':
      return state.online === action.online ? state : { ...state, online: action.online };
    case 'panel':
      return state.fullOpen === action.open ? state : { ...state, fullOpen: action.open };
    case 'reset':
      return IDLE;
  }
}

function add(state: ConnectionState, notification: Notification): ConnectionState {
  return { ...state, notifications: [...state.notifications, notification], visibleIds: [...state.visibleIds, notification.id], fullOpen: true };
}
