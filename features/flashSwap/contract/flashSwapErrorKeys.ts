/**
 * Message keys of the flash swap's failures (texts in features/flashSwap/messages, namespace
 * `flashSwap.errors`); the server feature declares them in server/features/<name>/<name>Feature.ts.
 */
export const FLASH_SWAP_ERROR_KEYS = {
  sameCoin: 'flashSwap.errors.sameCoin',
  /** params: { coin } */
  swapDisabled: 'flashSwap.errors.swapDisabled',
  /** params: { from, to } */
  pairDisabled: 'flashSwap.errors.pairDisabled',
  pricesPaused: 'flashSwap.errors.pricesPaused',
  /** params: { minimum } (USD) */
  belowPairMinimum: 'flashSwap.errors.belowPairMinimum',
  /** params: { maximum } (USD) */
  abovePairMaximum: 'flashSwap.errors.abovePairMaximum',
  /** params: { limit, remaining } (USD) */
  dailyLimit: 'flashSwap.errors.dailyLimit',
  usdtMultiple: 'flashSwap.errors.usdtMultiple',
  /** params: { coin } */
  treasuryShort: 'flashSwap.errors.treasuryShort',
  quoteExpired: 'flashSwap.errors.quoteExpired',
  quoteUsed: 'flashSwap.errors.quoteUsed',
  quoteUnknown: 'flashSwap.errors.quoteUnknown',
  /** The amount is too small to give anything after rounding. params: { coin } */
  amountTooSmall: 'flashSwap.errors.amountTooSmall',
} as const;

declare module '@/lib/contract/apiError' {
  interface FeatureErrorKeys {
    flashSwap: typeof FLASH_SWAP_ERROR_KEYS;
  }
}
