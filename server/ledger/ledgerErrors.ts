/**
 * Refusals of the ledger itself (postEntry.ts). They are not HTTP errors: each caller maps them to
 * its own failure (walletErrors.ts), since only the caller knows whose account and which request.
 */

/** A leg would take an account other than the treasury below zero. */
export class InsufficientFundsError extends Error {
  override name = 'InsufficientFundsError';
  constructor(
    readonly accountId: bigint,
    readonly balance: bigint,
  ) {
    super(`ledger account ${accountId} has ${balance}, too little for this entry`);
  }
}

/** The idempotency key was used before by the same initiator for a different request. */
export class IdempotencyConflictError extends Error {
  override name = 'IdempotencyConflictError';
  constructor(readonly entryId: bigint) {
    super(`idempotency key already used by entry ${entryId} for a different request`);
  }
}
