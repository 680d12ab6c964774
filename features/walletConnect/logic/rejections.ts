/**
 * The texts a dapp receives when the wallet refuses a request (SPEC §8). They are protocol
 * strings the dapp may match on, so they stay in English and are never translated.
 *
 * `chainMismatch` is ours: SPEC §5 asks that a typed-data domain chainId or a transaction chainId
 * other than the session's be refused, and a dapp developer learns more from this text than from
 * 'Failed or Rejected Request'. It is worded like the spec's address text.
 */
export const REJECTIONS = {
  addressMismatch: 'Address requested does not match active account',
  methodNotSupported: 'JSON RPC method not supported',
  failedOrRejected: 'Failed or Rejected Request',
  chainMismatch: 'Chain requested does not match active chain',
} as const;

export type RejectionMessage = (typeof REJECTIONS)[keyof typeof REJECTIONS];

/** Logged (never sent) when a signing request arrives while no wallet is active (SPEC §8). */
export const NO_ACTIVE_ACCOUNT = 'No Active Account';

/**
 * A refusal: `message` is what the dapp is told, `detail` says why in English for logs and
 * developers (it may name the offending field; it never holds secrets).
 *
 * @example throw new RequestRejection(REJECTIONS.failedOrRejected, 'gas is not a hex quantity')
 */
export class RequestRejection extends Error {
  constructor(
    readonly rejection: RejectionMessage,
    readonly detail: string,
  ) {
    super(rejection);
    this.name = 'RequestRejection';
  }
}
