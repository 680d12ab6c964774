/**
 * Message keys of the red envelope's failures (texts in features/redEnvelope/messages, namespace
 * `redEnvelope.errors`); the server feature declares them in server/features/<name>/<name>Feature.ts.
 */
export const RED_ENVELOPE_ERROR_KEYS = {
  /** params: { max } */
  quantityTooLarge: 'redEnvelope.errors.quantityTooLarge',
  /** params: { coin, minimum } (the smallest total: one base unit per share) */
  totalTooSmall: 'redEnvelope.errors.totalTooSmall',
  /** params: { max } */
  wishesTooLong: 'redEnvelope.errors.wishesTooLong',
  /** params: { coin } */
  noPrice: 'redEnvelope.errors.noPrice',
  /** params: { limit, remaining } (USD) */
  dailyLimit: 'redEnvelope.errors.dailyLimit',
  envelopeUnknown: 'redEnvelope.errors.envelopeUnknown',
  codeWrong: 'redEnvelope.errors.codeWrong',
  /** params: { hours, retryAfterSeconds } (until claiming by code opens again; hours rounded up) */
  codeLocked: 'redEnvelope.errors.codeLocked',
  expired: 'redEnvelope.errors.expired',
  fullyClaimed: 'redEnvelope.errors.fullyClaimed',
  alreadyClaimed: 'redEnvelope.errors.alreadyClaimed',
  ownEnvelope: 'redEnvelope.errors.ownEnvelope',
} as const;

declare module '@/lib/contract/apiError' {
  interface FeatureErrorKeys {
    redEnvelope: typeof RED_ENVELOPE_ERROR_KEYS;
  }
}
