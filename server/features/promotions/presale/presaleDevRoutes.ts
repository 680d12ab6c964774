import type { FastifyInstance } from 'fastify';
import { PRESALE_PATHS } from '../../../../features/promotions/contract/presaleApi';
import { devPresaleDrawRequest, devPresaleRoundRequest, presaleDrawResult, presaleRound } from '../../../../features/promotions/contract/presale';
import type { DevDeps } from '../../../core/feature';
import { apiRoute } from '../../../http/apiRoute';
import type { PromotionCoins } from '../promotionCoins';
import { createPresaleRound } from './createPresaleRound';
import { drawPresaleRound } from './drawPresaleRound';

/** The pre-sale's development helpers (DEV_ROUTES=true only): what presale-add and presale-draw do, for e2e runs on an in-memory database. */
export function presaleDevRoutes(app: FastifyInstance, deps: DevDeps, coins: () => Promise<PromotionCoins>): void {
  const { db } = deps;
  apiRoute(app, {
    method: 'POST',
    url: PRESALE_PATHS.devRound,
    tag: 'dev',
    summary: 'Adds a pre-sale round (development and tests only; operators use scripts/promotions.ts presale-add)',
    auth: 'public',
    body: devPresaleRoundRequest,
    response: presaleRound,
    handler: async ({ body }) => createPresaleRound(db, deps.clock(), await coins(), { ...body, createdBy: 'dev' }),
  });
  apiRoute(app, {
    method: 'POST',
    url: PRESALE_PATHS.devDraw,
    tag: 'dev',
    summary: 'Draws and settles a closed pre-sale round (development and tests only; operators use scripts/promotions.ts presale-draw)',
    auth: 'public',
    body: devPresaleDrawRequest,
    response: presaleDrawResult,
    handler: async ({ body }) => drawPresaleRound(db, deps.clock(), body.roundId, 'dev'),
  });
}
