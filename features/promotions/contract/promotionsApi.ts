import type { z } from 'zod';
import type * as schemas from './promotions';
import type * as exchangeSchemas from './pointsExchange';
import { LOTTERY_ERRORS } from './lotteryApi';

/**
 * The zod-free half of the promotions contract: paths, response types and failure codes. The user
 * paths need the login token and act on the session's own account.
 */
export const PROMOTIONS_PATHS = {
  /** GET: the token, its price and where it comes from, the fee, the user's USDT, token and points balances (/buyAU). */
  buyInfo: '/api/promotions/buy/info',
  /** POST { amount, price, payPassword, googleCode?, idempotencyKey }: buys the token with USDT once. */
  buy: '/api/promotions/buy',
  /** GET: the discounted sale (/discount-buy): its price, the normal one, the cap and what is left of it, the KYC level needed and the user's. */
  discountInfo: '/api/promotions/discount/info',
  /** POST { amount, price, payPassword, googleCode?, idempotencyKey }: buys the token at the discounted price once. */
  discountBuy: '/api/promotions/discount/buy',
  /** POST { coin, price }, development only: sets an operator price (operators use scripts/promotions.ts price-set). */
  devPrice: '/api/dev/promotions/price',
  /** POST { accid, amount }, development only: credits activated points (operators use scripts/promotions.ts points-credit). */
  devPoints: '/api/dev/promotions/points',
  /** GET: the points exchanges: the rates and the user's points, token and second-token balances. */
  exchangeInfo: '/api/promotions/exchange/info',
  /** POST { points, payPassword, googleCode?, idempotencyKey }: activated points into the platform token, 10 for 1, in lots of 10. */
  exchangePoints: '/api/promotions/exchange/points',
  /** POST { amount, payPassword, googleCode?, idempotencyKey }: the platform token into the second token, 1 for 1. */
  exchangeToken: '/api/promotions/exchange/token',
} as const;

export type TokenBuyInfo = z.output<typeof schemas.buyInfo>;
export type TokenBuyResult = z.output<typeof schemas.buyResult>;
export type DiscountInfo = z.output<typeof schemas.discountInfo>;
export type DiscountBuyResult = z.output<typeof schemas.discountBuyResult>;
export type PointsCreditResult = z.output<typeof schemas.pointsCreditResult>;
export type PointsExchangeInfo = z.output<typeof exchangeSchemas.exchangeInfo>;
export type PointsExchangeResult = z.output<typeof exchangeSchemas.exchangeResult>;

/** Failure codes beyond envelope.ts, USER_ERRORS and WALLET_ERRORS. */
export const PROMOTIONS_ERRORS = {
  priceUnavailable: 38001,
  priceChanged: 38002,
  priceInvalid: 38004,
  notIssued: 38005,
  discountCapExceeded: 38006,
  discountKycTooLow: 38007,
  discountAlreadyParticipated: 38008,
  discountClosed: 38009,
  packageNotFound: 38101,
  packageOff: 38102,
  packageSoldOut: 38103,
  packageStockShort: 38104,
  packageLimitExceeded: 38105,
  packageQuantityInvalid: 38106,
  packagePointsShort: 38107,
  packageBalanceShort: 38108,
  packageInvalid: 38109,
  presaleUnknown: 38201,
  presaleNotOpen: 38202,
  presaleClosed: 38203,
  presaleCapExceeded: 38204,
  presaleNotWholeLots: 38205,
  presaleNotClosed: 38206,
  exchangeOverPoints: 38301,
  exchangeOverBalance: 38302,
  exchangeNotLot: 38303,
  ...LOTTERY_ERRORS,
} as const;
