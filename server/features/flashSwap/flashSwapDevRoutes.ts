import type { FastifyInstance } from 'fastify';
import { FLASH_SWAP_PATHS } from '../../../features/flashSwap/contract/flashSwapApi';
import { devFundRequest, devFundResult } from '../../../features/flashSwap/contract/flashSwap';
import type { DevDeps } from '../../core/feature';
import { apiRoute } from '../../http/apiRoute';
import { moveSwapTreasury } from './moveSwapTreasury';

/**
 * The flash swap's development helper: fund its treasury (registered only with DEV_ROUTES=true).
 */
export function flashSwapDevRoutes(app: FastifyInstance, deps: DevDeps): void {
  const { db } = deps;
  /** Funds the flash swap's treasury from the platform treasury (tests; operators use scripts/swap.ts fund). */
  apiRoute(app, {
    method: 'POST',
    url: FLASH_SWAP_PATHS.devFund,
    tag: 'dev',
    summary: 'Funds the swap treasury from the platform treasury (development and tests only)',
    auth: 'public',
    body: devFundRequest,
    response: devFundResult,
    handler: ({ body }) => moveSwapTreasury(db, deps.clock(), { direction: 'fund', coin: body.coin, amount: body.amount, createdBy: 'dev' }),
  });
}
