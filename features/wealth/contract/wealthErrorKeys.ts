/**
 * Message keys of the wealth feature's failures (texts in features/wealth/messages, namespace
 * `wealth.errors`); the server feature declares them in server/features/<name>/<name>Feature.ts. A product for qualified
 * investors refuses others with KYC's notQualified (kyc.errors.notQualified).
 */
export const WEALTH_ERROR_KEYS = {
  productUnknown: 'wealth.errors.productUnknown',
  productClosed: 'wealth.errors.productClosed',
  /** params: { minimum, coin } */
  belowMinimum: 'wealth.errors.belowMinimum',
  /** params: { remaining, coin } */
  quotaExceeded: 'wealth.errors.quotaExceeded',
  /** params: { max, remaining, coin } (remaining: what this user may still add) */
  perUserExceeded: 'wealth.errors.perUserExceeded',
  orderUnknown: 'wealth.errors.orderUnknown',
  alreadyRedeemed: 'wealth.errors.alreadyRedeemed',
  earlyNeedsConsent: 'wealth.errors.earlyNeedsConsent',
} as const;

declare module '@/lib/contract/apiError' {
  interface FeatureErrorKeys {
    wealth: typeof WEALTH_ERROR_KEYS;
  }
}
