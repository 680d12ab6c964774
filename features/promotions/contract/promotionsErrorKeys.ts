/**
 * Message keys of the promotions feature's failures (texts in features/promotions/messages, namespace
 * `promotions.errors`); the server feature declares them in server/features/promotions/promotionsFeature.ts.
 */
export const PROMOTIONS_ERROR_KEYS = {
  /** Neither a market nor the operator gives the token a price. params: { coin } */
  priceUnavailable: 'promotions.errors.priceUnavailable',
  /** The price moved since the screen showed it. params: { price, coin } (USDT per token) */
  priceChanged: 'promotions.errors.priceChanged',
  /** An operator price that is not a positive decimal of at most 6 decimals up to the maximum. params: { maximum } */
  priceInvalid: 'promotions.errors.priceInvalid',
  /** An operator price for a coin the platform did not issue (markets price those). params: { coin } */
  notIssued: 'promotions.errors.notIssued',
} as const;

declare module '@/lib/contract/apiError' {
  interface FeatureErrorKeys {
    promotions: typeof PROMOTIONS_ERROR_KEYS;
  }
}
