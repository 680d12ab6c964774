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
  /** No package with that id. params: { id } */
  packageNotFound: 'promotions.packages.errors.packageNotFound',
  /** The operator switched the package off. params: { name } */
  packageOff: 'promotions.packages.errors.packageOff',
  /** No package left. params: { name } */
  packageSoldOut: 'promotions.packages.errors.packageSoldOut',
  /** Fewer packages left than asked for. params: { name, left } */
  packageStockShort: 'promotions.packages.errors.packageStockShort',
  /** The per-user limit would be passed. params: { limit, left } */
  packageLimitExceeded: 'promotions.packages.errors.packageLimitExceeded',
  /** A quantity that is not a whole number from 1 to the maximum. params: { maximum } */
  packageQuantityInvalid: 'promotions.packages.errors.packageQuantityInvalid',
  /** Exchanging more than the available points. params: { needed, available, coin } */
  packagePointsShort: 'promotions.packages.errors.packagePointsShort',
  /** Exchanging more than the available token balance. params: { needed, available, coin } */
  packageBalanceShort: 'promotions.packages.errors.packageBalanceShort',
  /** An operator's package definition that breaks a rule. params: { reason } */
  packageInvalid: 'promotions.packages.errors.packageInvalid',
  /** No pre-sale round has that number. params: { round } */
  presaleUnknown: 'promotions.presale.errors.presaleUnknown',
  /** The round's window has not opened. params: { opensAt } (ISO time) */
  presaleNotOpen: 'promotions.presale.errors.presaleNotOpen',
  /** The round's window has closed. params: { closesAt } (ISO time) */
  presaleClosed: 'promotions.presale.errors.presaleClosed',
  /** The user's total commitment would pass the round's cap. params: { cap, left } (USDT) */
  presaleCapExceeded: 'promotions.presale.errors.presaleCapExceeded',
  /** A commitment that is not whole lots. params: { lot } (USDT) */
  presaleNotWholeLots: 'promotions.presale.errors.presaleNotWholeLots',
  /** A draw asked for before the round's window closed (operator). params: { closesAt } */
  presaleNotClosed: 'promotions.presale.errors.presaleNotClosed',
  /** Exchanging more points than the user has. params: { points, available } */
  exchangeOverPoints: 'promotions.points.errors.exchangeOverPoints',
  /** Exchanging more of the token than the user has. params: { amount, available, coin } */
  exchangeOverBalance: 'promotions.points.errors.exchangeOverBalance',
  /** Points that are not a whole multiple of the lot. params: { points, lot } */
  exchangeNotLot: 'promotions.points.errors.exchangeNotLot',
  ...LOTTERY_ERROR_KEYS,
} as const;

declare module '@/lib/contract/apiError' {
  interface FeatureErrorKeys {
    promotions: typeof PROMOTIONS_ERROR_KEYS;
  }
}
