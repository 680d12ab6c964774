import type { FastifyInstance } from 'fastify';
import { PACKAGES_PATHS } from '../../../../features/promotions/contract/packagesApi';
import { packageExchangeRequest, packageExchangeResult, packageOrder, packageOrderPage, packageOrderQuery, packageOrdersQuery, packagesInfo as packagesInfoSchema } from '../../../../features/promotions/contract/packages';
import type { FeatureDeps } from '../../../core/featurePlugin';
import { apiRoute } from '../../../http/apiRoute';
import { idempotencyKeyOf } from '../../../http/idempotencyKeyOf';
import type { PromotionCoins } from '../promotionCoins';
import { exchangePackage } from './exchangePackage';
import { packageOrders } from './packageOrderRow';
import { packagesErrors } from './packagesErrors';
import { packagesInfo } from './packagesInfo';

/**
 * The packages' user routes (/index/package, /index/package-orders, /index/package-orders-detail),
 * registered by promotionsPlugin.ts with its way to the issued coins.
 */
export function packagesRoutes(app: FastifyInstance, deps: FeatureDeps, coins: () => Promise<PromotionCoins>): void {
  const { db } = deps;
  apiRoute(app, {
    method: 'GET',
    url: PACKAGES_PATHS.list,
    tag: 'promotions',
    summary: "The packages on sale (what each gives, its price in points or the token, the scale, the stock left, the per-user limit) and the user's points and token balances (/index/package)",
    auth: 'user',
    response: packagesInfoSchema,
    handler: async ({ session: { userId } }) => packagesInfo(db, await coins(), userId),
  });
  apiRoute(app, {
    method: 'POST',
    url: PACKAGES_PATHS.exchange,
    tag: 'promotions',
    summary: 'Exchanges packages with activated points or the platform token (/index/package)',
    description:
      'Takes quantity × price from the points or token balance and credits quantity × amount of the package’s coin, in one journal entry (two type-3 records of kind packageExchange) with an order. Refused, nothing moved: a quantity that is not a whole number from 1 to 1000 (packageQuantityInvalid), a package switched off (packageOff), sold out or with fewer left (packageSoldOut, packageStockShort: the stock is never oversold under concurrent exchanges), past the per-user limit (packageLimitExceeded), more than the available points (packagePointsShort) or token balance (packageBalanceShort). Needs the pay password, and a Google code once Google verification is on. Idempotent: an idempotency key in the body or the Idempotency-Key header is required; a retry answers the first result with replayed: true.',
    auth: 'user',
    body: packageExchangeRequest,
    response: packageExchangeResult,
    handler: async ({ body, request, session: { userId } }) =>
      exchangePackage({ ...deps, coins: await coins() }, userId, { ...body, idempotencyKey: idempotencyKeyOf(request, body.idempotencyKey) }),
  });
  apiRoute(app, {
    method: 'GET',
    url: PACKAGES_PATHS.orders,
    tag: 'promotions',
    summary: "The user's package orders, newest first, a page at a time (/index/package-orders)",
    auth: 'user',
    query: packageOrdersQuery,
    response: packageOrderPage,
    handler: ({ query, session: { userId } }) => packageOrders(db, userId, query),
  });
  apiRoute(app, {
    method: 'GET',
    url: PACKAGES_PATHS.order,
    tag: 'promotions',
    summary: "One of the user's package orders (/index/package-orders-detail); another user's is not found",
    auth: 'user',
    query: packageOrderQuery,
    response: packageOrder,
    handler: async ({ query, session: { userId } }) => {
      const [order] = (await packageOrders(db, userId, { id: query.id, limit: 1 })).items;
      if (!order) throw packagesErrors.orderNotFound(query.id);
      return order;
    },
  });
}
