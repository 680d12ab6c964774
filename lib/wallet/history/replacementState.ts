import type { Hash } from 'viem';
import type { LocalSend } from './localSends';

/**
 * What the history shows of a local send, beyond SPEC §4's statuses: `speedingUp` / `cancelling`
 * while its replacement is pending, `spedUp` / `cancelled` once the replacement is mined (the
 * original never will be), `dropped` when it is neither mined nor in the node's pool; otherwise its
 * own status.
 */
export type SendState = LocalSend['status'] | 'speedingUp' | 'cancelling' | 'spedUp' | 'cancelled' | 'dropped';

/**
 * The state of `send` given the other local sends (its replacement among them).
 *
 * @example sendState(original, readSends()) // 'speedingUp' while the faster copy is pending
 */
export function sendState(send: LocalSend, all: readonly LocalSend[]): SendState {
  if (send.status === 'success' || send.status === 'failed') return send.status;
  const next = send.replacedBy ? findSend(all, send.replacedBy) : undefined;
  if (next && send.replacement) {
    const nextState = sendState(next, all);
    if (nextState === 'success' || nextState === 'failed' || nextState === 'spedUp' || nextState === 'cancelled') return send.replacement === 'cancel' ? 'cancelled' : 'spedUp';
    if (nextState !== 'dropped') return send.replacement === 'cancel' ? 'cancelling' : 'speedingUp';
  }
  return send.dropped ? 'dropped' : send.status;
}

/** Whether the history offers Speed up and Cancel for `send`: pending, not already being replaced. */
export function canReplace(send: LocalSend, all: readonly LocalSend[]): boolean {
  return sendState(send, all) === 'pending';
}

function findSend(all: readonly LocalSend[], hash: Hash): LocalSend | undefined {
  return all.find((send) => send.hash.toLowerCase() === hash.toLowerCase());
}
