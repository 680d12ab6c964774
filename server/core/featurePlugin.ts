import type { FastifyPluginAsync } from 'fastify';
import type { AccountDeps } from './accounts/accountDeps';
import type { MarketService } from '../features/market/createMarket';
import type { NoticeTexts } from './notices/noticeText';
import type { PriceSource } from './prices/priceSource';

/**
 * What every feature plugin receives, built once by buildApp (app.ts): the account services
 * (database, config, clock, keys, hasher, SMS, dev store, OIDC; core/accounts/accountDeps.ts) and the
 * price source and the market data it reads from (features/market/createMarket.ts), which stop with the app,
 * and the notice texts every feature declared (features/features.ts noticeTexts).
 */
export type FeatureDeps = AccountDeps & { prices: PriceSource; market: MarketService; noticeTexts: NoticeTexts };

/**
 * A feature of the API host: registers its routes (http/apiRoute.ts) on its own encapsulated
 * instance, so hooks and decorators it adds stay inside it. What it sees from the root, because
 * buildApp adds them before any feature: the security headers, the error handler, the API
 * description and response check (onRoute / preSerialization hooks) and `app.requireUser`.
 * Declared in the feature's registration (feature.ts), listed once in features/features.ts.
 *
 * @example export async function transfersPlugin(app: FastifyInstance, deps: FeatureDeps) { apiRoute(app, { ... }) }
 */
export type FeaturePlugin = FastifyPluginAsync<FeatureDeps>;
