import { atom, getDefaultStore } from 'jotai';
import { IDLE, reduceConnection, type ConnectionAction, type ConnectionState } from '@/features/walletConnect/logic/connectionState';

/**
 * The wallet-connection state (SPEC §3 "Wallet-connection session"), in memory. What survives a
 * reload is the session the WalletConnect client saves (features/walletConnect/logic/savedSession.ts).
 */
export const walletConnectAtom = atom<ConnectionState>(IDLE);

/** Whether the camera view is open (SPEC §3 client state "scanner-open flag"). */
export const scannerOpenAtom = atom(false);

/**
 * Applies an action to the wallet-connection state of the default store.
 *
 * @example dispatchConnection({ type: 'panel', open: true })
 */
export function dispatchConnection(action: ConnectionAction, store = getDefaultStore()): void {
  store.set(walletConnectAtom, reduceConnection(store.get(walletConnectAtom), action));
}
