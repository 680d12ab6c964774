import type { FastifyInstance } from 'fastify';
import { PRESALE_PATHS } from '../../../../features/promotions/contract/presaleApi';
import { presaleCommitRequest, presaleCommitResult, presaleCurrent as presaleCurrentSchema, presaleHistory as presaleHistorySchema, presalePublic, presaleRoundParams, presaleRoundQuery } from '../../../../features/promotions/contract/presale';
import type { FeatureDeps } from '../../../core/featurePlugin';
import { apiRoute } from '../../../http/apiRoute';
import { idempotencyKeyOf } from '../../../http/idempotencyKeyOf';
import { commitPresale } from './commitPresale';
import { presaleCurrent } from './presaleCurrent';
import { presaleHistory } from './presaleHistory';
import { presalePublicRound } from './presalePublicRound';

/** The pre-sale rounds' routes (/index/premmt, its history and prize history), registered by promotionsPlugin. */
export function presaleRoutes(app: FastifyInstance, deps: FeatureDeps, platformToken: () => Promise<string>): void {
  const { db } = deps;
  apiRoute(app, {
    method: 'GET',
    url: PRESALE_PATHS.current,
    tag: 'promotions',
    summary: "The current pre-sale round (or one by number), my commitment and result, my USDT and token balances (/index/premmt)",
    description:
      'The current round is the open one closing first; else a closed one waiting for its draw; else the next to open; else the last drawn. The seed is null until the draw; its SHA-256 (seedHash) is public from the start.',
    auth: 'user',
    query: presaleRoundQuery,
    response: presaleCurrentSchema,
    handler: async ({ query, session: { userId } }) => presaleCurrent(db, deps.clock(), userId, query.id, await platformToken()),
  });
  apiRoute(app, {
    method: 'GET',
    url: PRESALE_PATHS.publicRoundRoute,
    tag: 'promotions',
    summary: 'A pre-sale round’s verification data, no login: its terms, the seed hash, the seed after the draw and the anonymised subscription list',
    auth: 'public',
    params: presaleRoundParams,
    response: presalePublic,
    handler: async ({ params }) => presalePublicRound(db, deps.clock(), params.id),
  });
  apiRoute(app, {
    method: 'POST',
    url: PRESALE_PATHS.commit,
    tag: 'promotions',
    summary: 'Commits USDT to a pre-sale round (/index/premmt)',
    description:
      'Whole lots (presaleNotWholeLots), inside the window [opensAt, closesAt) (presaleNotOpen, presaleClosed), the user’s total within the round’s cap (presaleCapExceeded, also under concurrent requests), covered by the USDT balance. One journal entry into the pre-sale escrow; a type-13 record of kind presaleCommit. Needs the pay password, and a Google code once Google verification is on. Idempotent: an idempotency key in the body or the Idempotency-Key header is required; a retry answers the first result with replayed: true.',
    auth: 'user',
    body: presaleCommitRequest,
    response: presaleCommitResult,
    handler: async ({ body, request, session: { userId } }) => commitPresale(deps, userId, { ...body, idempotencyKey: idempotencyKeyOf(request, body.idempotencyKey) }),
  });
  apiRoute(app, {
    method: 'GET',
    url: PRESALE_PATHS.history,
    tag: 'promotions',
    summary: 'My pre-sale history: every round that has opened, newest first, with my commitment and state (notApplied, applied, won, refunded)',
    auth: 'user',
    response: presaleHistorySchema,
    handler: async ({ session: { userId } }) => presaleHistory(db, deps.clock(), userId, false),
  });
  apiRoute(app, {
    method: 'GET',
    url: PRESALE_PATHS.prizes,
    tag: 'promotions',
    summary: 'My pre-sale prizes: the rounds in which I won tokens, newest first',
    auth: 'user',
    response: presaleHistorySchema,
    handler: async ({ session: { userId } }) => presaleHistory(db, deps.clock(), userId, true),
  });
}
