import { LOTTERY_ERROR_KEYS } from './lotteryApi';

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
  /** The discounted sale's per-person total would pass the cap. params: { cap, left, coin } */
  discountCapExceeded: 'promotions.errors.discountCapExceeded',
  /** The discounted sale needs a higher KYC level. params: { level, required } */
  discountKycTooLow: 'promotions.errors.discountKycTooLow',
  /** The user took part in an earlier discount event. params: { event } */
  discountAlreadyParticipated: 'promotions.errors.discountAlreadyParticipated',
  /** No discount event is open. */
  discountClosed: 'promotions.errors.discountClosed',
  ...LOTTERY_ERROR_KEYS,
} as const;

declare module '@/lib/contract/apiError' {
  interface FeatureErrorKeys {
    promotions: typeof PROMOTIONS_ERROR_KEYS;
  }
}
