/**
 * Message keys of the market's failures (texts in features/market/messages, namespace
 * `market.errors`); the server feature declares them in server/features/<name>/<name>Feature.ts.
 */
export const MARKET_ERROR_KEYS = {
  /** params: { symbol } — the asset is not in the market list (404). */
  unknownAsset: 'market.errors.unknownAsset',
} as const;

declare module '@/lib/contract/apiError' {
  interface FeatureErrorKeys {
    market: typeof MARKET_ERROR_KEYS;
  }
}
