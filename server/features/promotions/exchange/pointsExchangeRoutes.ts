import type { FastifyInstance } from 'fastify';
import { PROMOTIONS_PATHS } from '../../../../features/promotions/contract/promotionsApi';
import { exchangeInfo as exchangeInfoSchema, exchangeResult, pointsExchangeRequest, tokenExchangeRequest } from '../../../../features/promotions/contract/pointsExchange';
import type { FeatureDeps } from '../../../core/featurePlugin';
import { apiRoute } from '../../../http/apiRoute';
import { idempotencyKeyOf } from '../../../http/idempotencyKeyOf';
import type { PromotionCoins } from '../promotionCoins';
import { exchangeInfo } from './exchangeInfo';
import { exchangePoints } from './exchangePoints';
import { exchangeToken } from './exchangeToken';

/**
 * The points exchanges' routes (SPEC §9): activated points into the platform token (10 for 1, in
 * lots of 10) and the token into the second token (1 for 1). `issue` is the plugin's: the issued
 * coins, issued on first need.
 */
export function pointsExchangeRoutes(app: FastifyInstance, deps: FeatureDeps, issue: () => Promise<PromotionCoins>): void {
  const common =
    'One journal entry (what is given back to the platform treasury, what is received from it) and two type-3 records. Needs the pay password, and a Google code once Google verification is on. Idempotent: an idempotency key in the body or the Idempotency-Key header is required; a retry answers the first result with replayed: true.';
  apiRoute(app, {
    method: 'GET',
    url: PROMOTIONS_PATHS.exchangeInfo,
    tag: 'promotions',
    summary: "The points exchanges: the rates, and the user's points, token and second-token balances",
    auth: 'user',
    response: exchangeInfoSchema,
    handler: async ({ session: { userId } }) => exchangeInfo(deps.db, await issue(), userId),
  });

  apiRoute(app, {
    method: 'POST',
    url: PROMOTIONS_PATHS.exchangePoints,
    tag: 'promotions',
    summary: 'Exchanges activated points for the platform token: 10 points give 1 token, in whole lots of 10',
    description: `Refused, nothing moved: points not a whole multiple of 10 (exchangeNotLot), zero or a decimal, more than the available points (exchangeOverPoints), also under concurrent requests. ${common}`,
    auth: 'user',
    body: pointsExchangeRequest,
    response: exchangeResult,
    handler: async ({ body, request, session: { userId } }) =>
      exchangePoints(deps, await issue(), userId, { ...body, idempotencyKey: idempotencyKeyOf(request, body.idempotencyKey) }),
  });

  apiRoute(app, {
    method: 'POST',
    url: PROMOTIONS_PATHS.exchangeToken,
    tag: 'promotions',
    summary: 'Exchanges the platform token for the second token, 1 for 1',
    description: `Refused, nothing moved: zero, more than 8 decimals, more than the token balance (exchangeOverBalance). ${common}`,
    auth: 'user',
    body: tokenExchangeRequest,
    response: exchangeResult,
    handler: async ({ body, request, session: { userId } }) =>
      exchangeToken(deps, await issue(), userId, { ...body, idempotencyKey: idempotencyKeyOf(request, body.idempotencyKey) }),
  });
}
