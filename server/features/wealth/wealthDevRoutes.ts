import type { FastifyInstance } from 'fastify';
import { WEALTH_PATHS } from '../../../features/wealth/contract/wealthApi';
import { devMatureRequest, devMatureResult, devProductRequest, devProductResult } from '../../../features/wealth/contract/wealth';
import type { DevDeps } from '../../core/feature';
import { apiRoute } from '../../http/apiRoute';
import { addProduct } from './addProduct';
import { matureOrderNow } from './matureOrderNow';

/**
 * Wealth's development helpers: add a product, mature an order now (registered only with DEV_ROUTES=true).
 */
export function wealthDevRoutes(app: FastifyInstance, deps: DevDeps): void {
  const { db } = deps;
  /** Adds a wealth product with scripts/wealth.ts product-add's checks (e2e sets up its own products). */
  apiRoute(app, {
    method: 'POST',
    url: WEALTH_PATHS.devProduct,
    tag: 'dev',
    summary: 'Adds an open wealth product as scripts/wealth.ts product-add does (development and tests only)',
    auth: 'public',
    body: devProductRequest,
    response: devProductResult,
    handler: async ({ body }) => {
      const input = {
        category: body.category,
        coin: body.coin,
        rate: body.annualRate,
        termDays: body.termDays ?? null,
        minAmount: body.minAmount,
        maxPerUser: body.maxPerUser ?? null,
        quota: body.quota,
        qualifiedOnly: body.qualifiedOnly ?? false,
      };
      return { id: String(await addProduct(db, deps.clock(), input)) };
    },
  });

  /** Matures a fixed wealth order now as the maturity job does (e2e cannot wait out a term). */
  apiRoute(app, {
    method: 'POST',
    url: WEALTH_PATHS.devMature,
    tag: 'dev',
    summary: "Moves a fixed wealth order's expiry to now and pays it through the maturity job's service (development and tests only)",
    auth: 'public',
    body: devMatureRequest,
    response: devMatureResult,
    handler: async ({ body }) => ({ outcome: await matureOrderNow(db, deps.clock(), body.orderId) }),
  });
}
