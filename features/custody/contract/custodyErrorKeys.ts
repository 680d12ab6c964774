/**
 * Message keys of custody's failures (texts in features/custody/messages, namespace
 * `custody.errors`); the server feature declares them in server/features/<name>/<name>Feature.ts.
 */
export const CUSTODY_ERROR_KEYS = {
  /** This server has no on-chain transfers (no CUSTODY_XPUB or no RPC_URL_<chainId>). */
  notConfigured: 'custody.errors.notConfigured',
  /** params: { coin, chainId } */
  networkUnsupported: 'custody.errors.networkUnsupported',
  /** The address is not an EVM address, or its mixed case fails the EIP-55 checksum. */
  addressInvalid: 'custody.errors.addressInvalid',
  /** params: { exchange } */
  memoRequired: 'custody.errors.memoRequired',
  /** params: { coin, minimum } */
  amountTooSmall: 'custody.errors.amountTooSmall',
  /** params: { coin } */
  noPrice: 'custody.errors.noPrice',
  /** params: { period: 'day' | 'month', limit, remaining } (USD) */
  overLimit: 'custody.errors.overLimit',
  /** Security level 1 (no pay password): withdrawals need level 2. */
  levelTooLow: 'custody.errors.levelTooLow',
  /** Sending to one of the user's own deposit addresses. */
  ownAddress: 'custody.errors.ownAddress',
} as const;

declare module '@/lib/contract/apiError' {
  interface FeatureErrorKeys {
    custody: typeof CUSTODY_ERROR_KEYS;
  }
}
