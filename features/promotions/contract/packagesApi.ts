import type { z } from 'zod';
import type * as schemas from './packages';

/**
 * The zod-free half of the packages' contract: paths and response types (failure codes in
 * promotionsApi.ts PROMOTIONS_ERRORS). The paths need the login token and act on the session's account.
 */
export const PACKAGES_PATHS = {
  /** GET: the packages on sale, the user's points and token balances (/index/package). */
  list: '/api/promotions/packages',
  /** POST { packageId, quantity, payPassword, googleCode?, idempotencyKey }: exchanges packages once. */
  exchange: '/api/promotions/packages/exchange',
  /** GET ?cursor&limit: my orders, newest first (/index/package-orders). */
  orders: '/api/promotions/packages/orders',
  /** GET ?id: one of my orders (/index/package-orders-detail). */
  order: '/api/promotions/packages/order',
  /** POST { name, coin, amount, payType, price, stock, perUserLimit? }, development only: adds a package (operators use scripts/promotions.ts package-add). */
  devAdd: '/api/dev/promotions/packages',
} as const;

export type PackagesInfo = z.output<typeof schemas.packagesInfo>;
export type PackageItem = PackagesInfo['packages'][number];
export type PackageOrder = z.output<typeof schemas.packageOrder>;
export type PackageOrderPage = z.output<typeof schemas.packageOrderPage>;
export type PackageExchangeResult = z.output<typeof schemas.packageExchangeResult>;
