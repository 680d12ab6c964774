import type { FastifyInstance } from 'fastify';
import { WEALTH_PATHS } from '../../../features/wealth/contract/wealthApi';
import {
  buyRequest,
  buyResult,
  order,
  orderPage,
  orderQuery,
  ordersQuery,
  productDetail as productDetailSchema,
  productList,
  productQuery,
  productsQuery,
  redeemRequest,
  redeemResult,
  summary,
} from '../../../features/wealth/contract/wealth';
import type { FeatureDeps } from '../../core/featurePlugin';
import { apiRoute } from '../../http/apiRoute';
import { idempotencyKeyOf } from '../../http/idempotencyKeyOf';
import { buyProduct } from './buyProduct';
import { listOrders } from './listOrders';
import { listProducts } from './listProducts';
import { orderDetail } from './orderDetail';
import { productDetail } from './productDetail';
import { redeemOrder } from './redeemOrder';
import { startWealthJob } from './startWealthJob';
import { wealthSummary } from './wealthSummary';

/**
 * Wealth products (SPEC §1, §3, §4, §6; /pos, /coinplan, /ploydetail, /plandetail, /buyploy,
 * /mywealth, /sellploy, /query): the public product list, and as the session user one product,
 * buying, orders, redeeming and the holdings summary. They live in the wealth centre's own API
 * family, `/wtcenter/wealth/*` (SPEC §7: success code 0; apiRoute picks the code from the path, and
 * the login, idempotency, pay password limits and security headers are the same as under /api).
 * Starts the maturity job once the app is ready (after the migrations), stops it on close.
 */
export async function wealthPlugin(app: FastifyInstance, deps: FeatureDeps): Promise<void> {
  const { db, config } = deps;

  if (config.wealth.jobIntervalMs > 0) {
    let job: ReturnType<typeof startWealthJob> | undefined;
    app.addHook('onReady', async () => {
      job = startWealthJob({ db, clock: deps.clock, log: app.log, intervalMs: config.wealth.jobIntervalMs });
    });
    app.addHook('onClose', async () => job?.stop());
  }

  apiRoute(app, {
    method: 'GET',
    url: WEALTH_PATHS.products,
    tag: 'wealth',
    summary: 'Wealth products on sale, best rate first (the Asset tab, /pos, /coinplan)',
    description: 'Optionally of one category (pos: PoS mining; coinplan: coin plans). Each with what is left of its quota and the value date and expiry an order placed now would get.',
    auth: 'public',
    query: productsQuery,
    response: productList,
    handler: ({ query }) => listProducts(db, query, deps.clock()),
  });

  apiRoute(app, {
    method: 'GET',
    url: WEALTH_PATHS.product,
    tag: 'wealth',
    summary: 'One wealth product, open or closed, with what I hold in it, my balance of its coin and whether I am a qualified investor (/ploydetail, /plandetail)',
    auth: 'user',
    query: productQuery,
    response: productDetailSchema,
    handler: ({ query, session: { userId } }) => productDetail(db, userId, query.id, deps.clock()),
  });

  apiRoute(app, {
    method: 'POST',
    url: WEALTH_PATHS.buy,
    tag: 'wealth',
    summary: 'Buys a wealth product: the principal leaves the balance into the product (/buyploy)',
    description:
      'At least the product minimum, within its remaining quota and the per-user maximum; a product marked qualifiedOnly needs a level-3 KYC approval with investor qualification (KYC notQualified). Needs a pay password (and a Google code once Google verification is on). Interest starts on the value date (the next UTC midnight). Idempotent: an idempotency key in the body or the Idempotency-Key header is required; a retry answers the first result with replayed: true.',
    auth: 'user',
    body: buyRequest,
    response: buyResult,
    handler: ({ body, request, session: { userId } }) => buyProduct(deps, userId, { ...body, idempotencyKey: idempotencyKeyOf(request, body.idempotencyKey) }),
  });

  apiRoute(app, {
    method: 'GET',
    url: WEALTH_PATHS.orders,
    tag: 'wealth',
    summary: 'My wealth orders in one state (unexpired or redeemed), newest first, with their earnings (/mywealth)',
    auth: 'user',
    query: ordersQuery,
    response: orderPage,
    handler: ({ query, session: { userId } }) => listOrders(db, userId, query, deps.clock()),
  });

  apiRoute(app, {
    method: 'GET',
    url: WEALTH_PATHS.order,
    tag: 'wealth',
    summary: 'One of my wealth orders, with its earnings and what redeeming it now would pay (/sellploy)',
    auth: 'user',
    query: orderQuery,
    response: order,
    handler: ({ query, session: { userId } }) => orderDetail(db, userId, query.id, deps.clock()),
  });

  apiRoute(app, {
    method: 'POST',
    url: WEALTH_PATHS.redeem,
    tag: 'wealth',
    summary: 'Redeems one of my unexpired wealth orders now: the principal and the interest due back to my balance (/sellploy)',
    description:
      'On demand: the principal and the interest of the whole days since the value date. A fixed order at or after its expiry: the principal and the full term\'s interest. A fixed order before its expiry: the principal only, and only with acceptNoInterest: true (otherwise earlyNeedsConsent). No pay password: the money returns to its owner. Idempotent: an idempotency key is required; a retry answers the first result with replayed: true, any other request for a paid order alreadyRedeemed.',
    auth: 'user',
    body: redeemRequest,
    response: redeemResult,
    handler: ({ body, request, session: { userId } }) =>
      redeemOrder(db, deps.clock(), userId, { orderId: body.orderId, acceptNoInterest: body.acceptNoInterest, idempotencyKey: idempotencyKeyOf(request, body.idempotencyKey) }),
  });

  apiRoute(app, {
    method: 'GET',
    url: WEALTH_PATHS.summary,
    tag: 'wealth',
    summary: 'My wealth holdings per coin: principal, yesterday\'s and total earnings (/mywealth, the Asset tab)',
    auth: 'user',
    response: summary,
    handler: ({ session: { userId } }) => wealthSummary(db, userId, deps.clock()),
  });
}
