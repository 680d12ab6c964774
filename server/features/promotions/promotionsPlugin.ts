import type { FastifyInstance } from 'fastify';
import { PROMOTIONS_PATHS } from '../../../features/promotions/contract/promotionsApi';
import { buyInfo as buyInfoSchema, buyRequest, buyResult, discountBuyRequest, discountBuyResult, discountInfo as discountInfoSchema } from '../../../features/promotions/contract/promotions';
import type { FeatureDeps } from '../../core/featurePlugin';
import { apiRoute } from '../../http/apiRoute';
import { idempotencyKeyOf } from '../../http/idempotencyKeyOf';
import { buyInfo } from './buyInfo';
import { buyToken } from './buyToken';
import { discountBuy } from './discountBuy';
import { discountInfo } from './discountInfo';
import { ConfigError } from '../../configError';
import { ensurePromotionCoins } from './ensurePromotionCoins';
import type { PromotionCoins } from './promotionCoins';
import { packagesRoutes } from './packages/packagesRoutes';
import { presaleRoutes } from './presale/presaleRoutes';
import { startIntervalJob } from '../../db/intervalJob';
import { runPresaleJob } from './presale/runPresaleJob';
import { pointsExchangeRoutes } from './exchange/pointsExchangeRoutes';
import { lotteryRoutes } from './lottery/lotteryRoutes';

/**
 * Promotions: the platform token on /buyAU, and at a discount on /discount-buy. The platform's coins are issued when the
 * app is ready (server/main.ts has migrated by then), so the wallet lists them from the start; a
 * symbol the settings changed stops the start (ConfigError). Any other failure there (the database
 * not reachable yet) is logged and the first promotions request tries again: a request never meets
 * a token without its row.
 */
export async function promotionsPlugin(app: FastifyInstance, deps: FeatureDeps): Promise<void> {
  const { db, config, prices } = deps;
  const feeBp = config.promotions.buyFeeBp;
  const discount = config.promotions.discount;
  let issued: Promise<PromotionCoins> | null = null;
  const issue = () =>
    (issued ??= ensurePromotionCoins(db, config.promotions).catch((error: unknown) => {
      issued = null;
      throw error;
    }));
  app.addHook('onReady', async () => {
    try {
      await issue();
    } catch (error) {
      if (error instanceof ConfigError) throw error;
      app.log.error({ err: error }, 'promotions: the platform coins could not be issued at start-up; the first promotions request tries again');
    }
  });

  // The pre-sale job: draws and settles the rounds whose window has closed (PROMOTIONS_PRESALE_JOB_SECONDS; 0: none here).
  const presaleJobMs = config.promotions.presaleJobIntervalMs;
  if (presaleJobMs > 0) {
    let job: ReturnType<typeof startIntervalJob> | undefined;
    app.addHook('onReady', async () => {
      const jobDeps = { db, clock: deps.clock, log: app.log, intervalMs: presaleJobMs };
      job = startIntervalJob(() => runPresaleJob(jobDeps), presaleJobMs, (error) => app.log.error({ err: error }, 'pre-sale job failed; the next run tries again'));
    });
    app.addHook('onClose', async () => job?.stop());
  }

  apiRoute(app, {
    method: 'GET',
    url: PROMOTIONS_PATHS.buyInfo,
    tag: 'promotions',
    summary: "The platform token, its price and where it comes from, the service fee, and the user's USDT, token and points balances (/buyAU)",
    auth: 'user',
    response: buyInfoSchema,
    handler: async ({ session: { userId } }) => buyInfo(db, prices, await issue(), feeBp, userId),
  });

  apiRoute(app, {
    method: 'POST',
    url: PROMOTIONS_PATHS.buy,
    tag: 'promotions',
    summary: 'Buys the platform token with USDT at the current price (/buyAU)',
    description:
      'The price is the price store’s where a market lists the token, otherwise the operator’s (USDT counted at 1 USD). The request names the price the screen showed: another current price refuses the purchase (priceChanged, with the new price) and nothing moves. The cost (rounded up to 0.000001 USDT) and the service fee (PROMOTIONS_BUY_FEE_BP) leave the USDT balance in one journal entry; two type-13 records. Needs the pay password, and a Google code once Google verification is on. Idempotent: an idempotency key in the body or the Idempotency-Key header is required; a retry answers the first result with replayed: true.',
    auth: 'user',
    body: buyRequest,
    response: buyResult,
    handler: async ({ body, request, session: { userId } }) =>
      buyToken({ ...deps, coins: await issue(), feeBp }, userId, { ...body, idempotencyKey: idempotencyKeyOf(request, body.idempotencyKey) }),
  });

  apiRoute(app, {
    method: 'GET',
    url: PROMOTIONS_PATHS.discountInfo,
    tag: 'promotions',
    summary: "The discounted sale: its price and the normal one, the cap and what is left of it for the user, the KYC level needed and the user's (/discount-buy)",
    auth: 'user',
    response: discountInfoSchema,
    handler: async ({ session: { userId } }) => discountInfo(db, prices, await issue(), discount, userId),
  });

  apiRoute(app, {
    method: 'POST',
    url: PROMOTIONS_PATHS.discountBuy,
    tag: 'promotions',
    summary: 'Buys the platform token with USDT at a discount (/discount-buy)',
    description:
      'The price is the current price (as on /buyAU) less PROMOTIONS_DISCOUNT_PERCENT (10 %), rounded up to 0.000001 USDT; the request names the discounted price the screen showed (priceChanged otherwise). Needs a discount event open (the operator opens and closes them: discountClosed otherwise), KYC level PROMOTIONS_DISCOUNT_KYC_LEVEL (2) or above (discountKycTooLow), no purchase in an earlier discount event (discountAlreadyParticipated), and the user\'s total in the sale within PROMOTIONS_DISCOUNT_CAP (100) tokens (discountCapExceeded), also under concurrent requests. One journal entry; two type-14 records; the service fee PROMOTIONS_DISCOUNT_FEE_BP. Needs the pay password, and a Google code once Google verification is on. Idempotent: an idempotency key in the body or the Idempotency-Key header is required; a retry answers the first result with replayed: true.',
    auth: 'user',
    body: discountBuyRequest,
    response: discountBuyResult,
    handler: async ({ body, request, session: { userId } }) =>
      discountBuy({ ...deps, coins: await issue(), discount }, userId, { ...body, idempotencyKey: idempotencyKeyOf(request, body.idempotencyKey) }),
  });

  packagesRoutes(app, deps, issue);
  presaleRoutes(app, deps, async () => (await issue()).token);
  pointsExchangeRoutes(app, deps, issue);
  lotteryRoutes(app, deps, issue);
}
