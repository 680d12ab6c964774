import type { FastifyInstance } from 'fastify';
import { candles, favourites, favouritesRequest, marketCoin, marketCoinQuery, candlesQuery, marketTickers } from '../../../features/market/contract/market';
import { MARKET_PATHS } from '../../../features/market/contract/marketApi';
import type { FeatureDeps } from '../../core/featurePlugin';
import { apiRoute } from '../../http/apiRoute';
import { successEnvelope } from '../../http/envelope';
import { marketErrors } from './marketErrors';
import { listFavourites, replaceFavourites } from './marketFavouriteRows';

/**
 * The market API: the list, one asset, its chart, and the user's favourites. The list
 * is answered from memory (refreshed after each job run) with an entity tag and a public cache
 * lifetime of half a fetch interval, so browsers and the service worker keep it; the chart is
 * cacheable the same way.
 */
export async function marketPlugin(app: FastifyInstance, deps: FeatureDeps): Promise<void> {
  const { db, market } = deps;
  // Public and the same for everyone: answers may be kept half a fetch interval (http/securityHeaders.ts).
  const cacheSeconds = market.maxAgeSeconds;

  // The list is answered here, before routing work, from the envelope serialised once per version
  // of the data (a 520-asset list is about 110 kB of JSON): 304 when the browser or the service
  // worker already has it. The route below declares it (API description) and answers the same.
  app.addHook('onRequest', async (request, reply) => {
    if (request.method !== 'GET' || request.routeOptions.url !== MARKET_PATHS.tickers) return;
    const { etag } = market.memory.tickers();
    reply.header('etag', etag);
    if (request.headers['if-none-match'] === etag) await reply.code(304).send();
    else await reply.type('application/json; charset=utf-8').send(serialisedList(etag));
    return reply;
  });
  let serialised = { etag: '', body: '' };
  const serialisedList = (etag: string) => {
    if (serialised.etag !== etag) serialised = { etag, body: JSON.stringify(successEnvelope('api', market.memory.tickers().answer)) };
    return serialised.body;
  };

  apiRoute(app, {
    method: 'GET',
    url: MARKET_PATHS.tickers,
    tag: 'market',
    summary: 'Every listed asset with its 24-hour figures and sparkline, best rank first',
    description: 'Cacheable: `Cache-Control: public, max-age=<half the fetch interval>` and an `ETag` (send `If-None-Match` for a 304).',
    auth: 'public',
    cacheSeconds,
    response: marketTickers,
    handler: ({ reply }) => {
      const { answer, etag } = market.memory.tickers();
      reply.header('etag', etag);
      return answer;
    },
  });

  apiRoute(app, {
    method: 'GET',
    url: MARKET_PATHS.coin,
    tag: 'market',
    summary: "One asset's overview and description",
    auth: 'public',
    cacheSeconds,
    query: marketCoinQuery,
    response: marketCoin,
    handler: ({ query }) => {
      const ticker = market.memory.find(query.symbol);
      if (!ticker) throw marketErrors.unknownAsset(query.symbol);
      const wire = market.memory.tickers().answer.tickers.find((t) => t.symbol === ticker.symbol);
      return { ticker: wire!, description: ticker.description || null, source: market.memory.source(ticker) };
    },
  });

  apiRoute(app, {
    method: 'GET',
    url: MARKET_PATHS.candles,
    tag: 'market',
    summary: "An asset's closing prices for the chart: 5-minute for 1D, hourly for 1W and 1M, daily for 1Y and All",
    description: 'Points are empty while the job has not fetched a newly asked-for asset yet (it does so on its next run).',
    auth: 'public',
    cacheSeconds,
    query: candlesQuery,
    response: candles,
    handler: async ({ query }) => {
      const ticker = market.memory.find(query.symbol);
      if (!ticker) throw marketErrors.unknownAsset(query.symbol);
      const { interval, points } = await market.candles(ticker.symbol, query.range);
      return { symbol: ticker.symbol, range: query.range, interval, points, source: market.memory.source(ticker) };
    },
  });

  apiRoute(app, {
    method: 'GET',
    url: MARKET_PATHS.favourites,
    tag: 'market',
    summary: "The user's favourite assets in their order",
    auth: 'user',
    response: favourites,
    handler: async ({ session }) => ({ symbols: await listFavourites(db, session.userId) }),
  });

  apiRoute(app, {
    method: 'PUT',
    url: MARKET_PATHS.favourites,
    tag: 'market',
    summary: "Replaces the user's favourites with the list given, in its order",
    auth: 'user',
    body: favouritesRequest,
    response: favourites,
    handler: async ({ body, session }) => {
      const unknown = body.symbols.find((symbol) => !market.memory.find(symbol));
      if (unknown !== undefined) throw marketErrors.unknownAsset(unknown);
      await db.tx((q) => replaceFavourites(q, session.userId, body.symbols));
      await market.track(body.symbols);
      return { symbols: body.symbols };
    },
  });
}
