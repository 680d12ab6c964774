import type { z } from 'zod';
import type * as schemas from './wealth';

/**
 * The zod-free half of the wealth contract: paths, response types and failure codes. The wealth
 * centre is the spec's second API family, `/wtcenter` (SPEC §7): its answers succeed with code 0,
 * its failures keep the envelope with another code (10001: the login expired). `products` is
 * public (the Asset tab, /pos, /coinplan); every other path needs the login token and answers about
 * the session's own account. The development helpers stay with the others under /api/dev.
 */
export const WEALTH_PATHS = {
  /** GET ?category: products on sale, best rate first. */
  products: '/wtcenter/wealth/products',
  /** GET ?id: one product (open or closed) with what the session user holds, their balance and whether they are qualified. */
  product: '/wtcenter/wealth/product',
  /** POST { productId, amount, payPassword, googleCode?, idempotencyKey }: places an order. */
  buy: '/wtcenter/wealth/buy',
  /** GET ?state&cursor&limit: my orders, newest first. */
  orders: '/wtcenter/wealth/orders',
  /** GET ?id: one of my orders. */
  order: '/wtcenter/wealth/order',
  /** POST { orderId, acceptNoInterest?, idempotencyKey }: redeems an unexpired order now. */
  redeem: '/wtcenter/wealth/redeem',
  /** GET: my holdings and earnings per coin. */
  summary: '/wtcenter/wealth/summary',
  /**
   * POST { category, coin, annualRate, termDays?, minAmount, maxPerUser?, quota, qualifiedOnly? }
   * (DEV_ROUTES only): adds a product with scripts/wealth.ts product-add's checks; answers its id.
   */
  devProduct: '/api/dev/wealth/product',
  /** POST { orderId } (DEV_ROUTES only): moves a fixed order's expiry to now and pays it as the maturity job does. */
  devMature: '/api/dev/wealth/mature',
} as const;

export type WealthProduct = z.output<typeof schemas.product>;
export type ProductList = z.output<typeof schemas.productList>;
export type ProductDetail = z.output<typeof schemas.productDetail>;
export type WealthOrder = z.output<typeof schemas.order>;
export type OrderPage = z.output<typeof schemas.orderPage>;
export type WealthSummary = z.output<typeof schemas.summary>;
export type BuyResult = z.output<typeof schemas.buyResult>;
export type RedeemResult = z.output<typeof schemas.redeemResult>;
export type DevProductResult = z.output<typeof schemas.devProductResult>;
export type DevMatureResult = z.output<typeof schemas.devMatureResult>;

/** Failure codes beyond USER_ERRORS, WALLET_ERRORS and KYC_ERRORS.notQualified (37001-37099). */
export const WEALTH_ERRORS = {
  productUnknown: 37001,
  productClosed: 37002,
  belowMinimum: 37003,
  quotaExceeded: 37004,
  perUserExceeded: 37005,
  orderUnknown: 37006,
  alreadyRedeemed: 37007,
  earlyNeedsConsent: 37008,
} as const;
