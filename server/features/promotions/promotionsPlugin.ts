import type { FastifyInstance } from 'fastify';
import { PROMOTIONS_PATHS } from '../../../features/promotions/contract/promotionsApi';
import { buyInfo as buyInfoSchema, buyRequest, buyResult } from '../../../features/promotions/contract/promotions';
import type { FeatureDeps } from '../../core/featurePlugin';
import { apiRoute } from '../../http/apiRoute';
import { idempotencyKeyOf } from '../../http/idempotencyKeyOf';
import { buyInfo } from './buyInfo';
import { buyToken } from './buyToken';
import { ConfigError } from '../../configError';
import { ensurePromotionCoins } from './ensurePromotionCoins';
import type { PromotionCoins } from './promotionCoins';

/**
 * Promotions, first slice: the platform token on /buyAU. The platform's coins are issued when the
 * app is ready (server/main.ts has migrated by then), so the wallet lists them from the start; a
 * symbol the settings changed stops the start (ConfigError). Any other failure there (the database
 * not reachable yet) is logged and the first promotions request tries again: a request never meets
 * a token without its row.
 */
export async function promotionsPlugin(app: FastifyInstance, deps: FeatureDeps): Promise<void> {
  const { db, config, prices } = deps;
  const feeBp = config.promotions.buyFeeBp;
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
}
