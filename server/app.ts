import Fastify, { type FastifyInstance, type FastifyLoggerOptions } from 'fastify';
import packageJson from '../package.json';
import { type AccountOptions, buildAccountDeps } from './core/accounts/buildAccountDeps';
import { registerRequireUser } from './core/auth/requireUser';
import { registerBridge } from './features/walletConnect/registerBridge';
import type { Config } from './config';
import type { Db } from './db/db';
import { registerApiCompression } from './http/compressApi';
import { bridgeUrlFor } from './http/bridgeUrl';
import { connectSources, pageCsp } from './http/contentSecurityPolicy';
import { apiFamilyOf } from './http/envelope';
import { clientErrorHandler, frameworkErrorHandler, registerErrorHandler, sendApiNotFound } from './http/errorHandler';
import { HTTP_TIMEOUTS, type HttpTimeouts, httpTimeoutOptions } from './http/httpTimeouts';
import { registerSecurityHeaders, securityHeaders } from './http/securityHeaders';
import { registerResponseCheck } from './http/checkResponses';
import { registerOpenApi } from './openapi/registerOpenApi';
import type { FeatureDeps } from './core/featurePlugin';
import { apiTags, enabledFeatures, failureKeys, FEATURES, noticeTexts, recordKinds } from './features/features';
import { createMarket } from './features/market/createMarket';
import type { PriceSource } from './core/prices/priceSource';
import { registerStaticPages } from './static/serveStatic';

/** What a caller of buildApp may choose for the wallet's money (tests: a price source of their own). */
export type MoneyOptions = { prices?: PriceSource };

export type BuildAppOptions = {
  db: Db;
  config: Config;
  /** The static export to serve; defaults to config.staticDir. */
  staticDir?: string;
  logger?: boolean | FastifyLoggerOptions;
  /** Server key, clock, hashing cost, SMS sender (tests); see buildAccountDeps.ts. */
  accounts?: AccountOptions;
  /** Price source (tests); without one, the market data's (market/createMarket.ts: MARKET_SOURCES, PRICE_FEED_URL, or the labelled sample). */
  money?: MoneyOptions;
  /** How long a client may take to send a request; defaults to HTTP_TIMEOUTS (tests use shorter ones). */
  httpTimeouts?: Partial<HttpTimeouts>;
};

/**
 * The whole HTTP host, ready for `listen` or for tests' `app.inject`: security headers, the
 * /api and /wtcenter envelope, the API routes of every feature (features.ts) and their description
 * (GET /api/openapi.json), and the static export with its rewrites; a client that sends its request
 * too slowly is cut off (http/httpTimeouts.ts).
 *
 * @example const app = await buildApp({ db, config, logger: false })
 */
export async function buildApp({ db, config, staticDir, logger = false, accounts, money, httpTimeouts }: BuildAppOptions): Promise<FastifyInstance> {
  const headers = await securityHeaders(config.isProduction);
  const app = Fastify({
    logger,
    trustProxy: config.trustProxy,
    frameworkErrors: frameworkErrorHandler(headers),
    clientErrorHandler: clientErrorHandler(headers),
    ...httpTimeoutOptions({ ...HTTP_TIMEOUTS, ...httpTimeouts }),
  });

  registerSecurityHeaders(app, headers);
  registerApiCompression(app);
  registerErrorHandler(app);
  // Both watch the routes added after them, those of the feature plugins too (a plugin inherits the
  // hooks the root has when it is registered): the API description and, outside production, the
  // check of every answer against its declared schema (http/checkResponses.ts).
  registerOpenApi(app, { version: packageJson.version, failureKeys: failureKeys(FEATURES), tags: apiTags(FEATURES), recordKinds: recordKinds(FEATURES) });
  if (!config.isProduction) registerResponseCheck(app);
  await registerBridge(app);

  const accountDeps = buildAccountDeps(db, config, accounts);
  // On the root, so every feature sees it (features are encapsulated: what they add stays inside).
  registerRequireUser(app, accountDeps);
  // One store for every price: the market data (its job, or the sample) feeds the wallet's prices too.
  // It loads and starts on onReady: server/main.ts migrates after buildApp, before listen.
  const market = createMarket({ db, config, clock: accountDeps.clock, log: app.log });
  app.addHook('onReady', () => market.start());
  // A feature may add the prices of its own coins (the promotions' tokens) to the store.
  const prices = FEATURES.reduce<PriceSource>((store, feature) => feature.prices?.(store, accountDeps) ?? store, money?.prices ?? market.prices);
  app.addHook('onClose', async () => {
    await market.stop();
    await prices.stop();
  });
  const deps: FeatureDeps = { ...accountDeps, prices, market, noticeTexts: noticeTexts(FEATURES) };
  for (const feature of enabledFeatures(deps)) await app.register(feature.plugin, deps);

  for (const prefix of ['/api', '/wtcenter']) {
    app.all(prefix, async (request, reply) => sendApiNotFound(request, reply));
    app.all(`${prefix}/*`, async (request, reply) => sendApiNotFound(request, reply));
  }

  const pages = registerStaticPages(app, staticDir ?? config.staticDir, (request, scriptHashes) =>
    pageCsp({ scriptHashes, connectSrc: connectSources(config, bridgeUrlFor(request, config)) }),
  );
  app.setNotFoundHandler(async (request, reply) =>
    apiFamilyOf(request.url) ? sendApiNotFound(request, reply) : pages.sendNotFound(request, reply),
  );
  return app;
}
