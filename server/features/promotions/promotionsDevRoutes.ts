import type { FastifyInstance } from 'fastify';
import { PROMOTIONS_PATHS } from '../../../features/promotions/contract/promotionsApi';
import { devPointsRequest, devPriceRequest, devPriceResult, pointsCreditResult } from '../../../features/promotions/contract/promotions';
import type { DevDeps } from '../../core/feature';
import { apiRoute } from '../../http/apiRoute';
import { creditPoints } from './creditPoints';
import { ensurePromotionCoins } from './ensurePromotionCoins';
import { setPrice } from './setPrice';
import { PACKAGES_PATHS } from '../../../features/promotions/contract/packagesApi';
import { devPackageRequest, packageItem } from '../../../features/promotions/contract/packages';
import { addPackage } from './packages/addPackage';
import { toPackageItem } from './packages/packageRow';
import { presaleDevRoutes } from './presale/presaleDevRoutes';
import { LOTTERY_PATHS } from '../../../features/promotions/contract/lotteryApi';
import { devLotteryRequest, lotteryInfo } from '../../../features/promotions/contract/lottery';
import { setLotteryTable } from './lottery/setLotteryTable';

/**
 * The promotions feature's development helpers (DEV_ROUTES=true only): what the operator commands
 * do, for tests and e2e runs on an in-memory database no command can reach.
 */
export function promotionsDevRoutes(app: FastifyInstance, deps: DevDeps): void {
  const { db } = deps;
  const coins = () => ensurePromotionCoins(db, deps.config.promotions);
  apiRoute(app, {
    method: 'POST',
    url: PROMOTIONS_PATHS.devPrice,
    tag: 'dev',
    summary: "Sets an issued token's operator price in USDT (development and tests only; operators use scripts/promotions.ts price-set)",
    auth: 'public',
    body: devPriceRequest,
    response: devPriceResult,
    handler: async ({ body }) => setPrice(db, deps.clock(), await coins(), { ...body, setBy: 'dev' }),
  });
  apiRoute(app, {
    method: 'POST',
    url: PROMOTIONS_PATHS.devPoints,
    tag: 'dev',
    summary: 'Credits activated points to an account (development and tests only; operators use scripts/promotions.ts points-credit)',
    auth: 'public',
    body: devPointsRequest,
    response: pointsCreditResult,
    handler: async ({ body }) => creditPoints(db, deps.clock(), await coins(), { to: body.accid, amount: body.amount, idempotencyKey: body.idempotencyKey, createdBy: 'dev' }),
  });
  apiRoute(app, {
    method: 'POST',
    url: PACKAGES_PATHS.devAdd,
    tag: 'dev',
    summary: 'Adds a package (development and tests only; operators use scripts/promotions.ts package-add)',
    auth: 'public',
    body: devPackageRequest,
    response: packageItem,
    handler: async ({ body }) => toPackageItem(await addPackage(db, deps.clock(), await coins(), { ...body, createdBy: 'dev' }), 0n),
  });
  presaleDevRoutes(app, deps, coins);
  apiRoute(app, {
    method: 'POST',
    url: LOTTERY_PATHS.devTable,
    tag: 'dev',
    summary: 'Sets the lottery prize table, cost and daily limit, on or off (development and tests only; operators use scripts/promotions.ts lottery-set-prizes)',
    auth: 'public',
    body: devLotteryRequest,
    response: lotteryInfo,
    handler: async ({ body: { enabled, table } }) => setLotteryTable(db, deps.clock(), await coins(), table, 'dev', enabled),
  });
}
