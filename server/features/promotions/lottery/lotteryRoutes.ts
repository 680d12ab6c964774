import type { FastifyInstance } from 'fastify';
import { LOTTERY_PATHS } from '../../../../features/promotions/contract/lotteryApi';
import { lotteryDrawRequest, lotteryDrawResult, lotteryDrawsPage, lotteryDrawsQuery, lotteryInfo as lotteryInfoSchema, lotteryMine as lotteryMineSchema } from '../../../../features/promotions/contract/lottery';
import type { FeatureDeps } from '../../../core/featurePlugin';
import { apiRoute } from '../../../http/apiRoute';
import { idempotencyKeyOf } from '../../../http/idempotencyKeyOf';
import type { PromotionCoins } from '../promotionCoins';
import { drawLottery } from './drawLottery';
import { lotteryDraws } from './lotteryDraws';
import { lotteryInfo } from './lotteryInfo';
import { lotteryMine } from './lotteryMine';

/**
 * The lottery's routes (/lottery), registered by promotionsPlugin.ts: the rules and prize table for
 * everyone, the user's state and draws, and the draw. `issue` gives the issued coins (the points).
 */
export function lotteryRoutes(app: FastifyInstance, deps: FeatureDeps, issue: () => Promise<PromotionCoins>): void {
  const { db, clock } = deps;
  apiRoute(app, {
    method: 'GET',
    url: LOTTERY_PATHS.info,
    tag: 'promotions',
    summary: 'The lottery: on or off, the cost of a draw in activated points, the daily limit (UTC day) and the prize table with each chance and stock (public)',
    auth: 'public',
    response: lotteryInfoSchema,
    handler: async () => lotteryInfo(db, await issue()),
  });
  apiRoute(app, {
    method: 'GET',
    url: LOTTERY_PATHS.mine,
    tag: 'promotions',
    summary: "The user's activated points, draws today and left under the daily limit, when the day resets (00:00 UTC), and the newest draws",
    auth: 'user',
    response: lotteryMineSchema,
    handler: async ({ session: { userId } }) => lotteryMine(db, clock(), await issue(), userId),
  });
  apiRoute(app, {
    method: 'GET',
    url: LOTTERY_PATHS.draws,
    tag: 'promotions',
    summary: "The user's lottery draws, newest first, 10 a page (before: the previous page's nextBefore)",
    auth: 'user',
    query: lotteryDrawsQuery,
    response: lotteryDrawsPage,
    handler: async ({ query, session: { userId } }) => lotteryDraws(db, userId, query.before),
  });
  apiRoute(app, {
    method: 'POST',
    url: LOTTERY_PATHS.draw,
    tag: 'promotions',
    summary: 'Draws the lottery once (/lottery)',
    description:
      'One journal entry: the cost in activated points to the platform treasury and the prize, if any, from the platform treasury. The prize is picked by its weight with node:crypto; a prize that is off or out of stock wins nothing instead (its chance passes to nothing; outOfStock: true); stock never goes below zero, also under concurrent draws. Refused, nothing moved: lotteryNoPrizeTable, lotteryOff, lotteryDailyLimit (draws per UTC day), lotteryNotEnoughPoints. Idempotent: an idempotency key in the body or the Idempotency-Key header is required; a retry answers the first draw with replayed: true.',
    auth: 'user',
    body: lotteryDrawRequest,
    response: lotteryDrawResult,
    handler: async ({ body, request, session: { userId } }) => drawLottery({ db, clock, coins: await issue() }, userId, idempotencyKeyOf(request, body.idempotencyKey)),
  });
}
