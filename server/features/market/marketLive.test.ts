import type { FastifyInstance } from 'fastify';
import Fastify from 'fastify';
import { marketTickers } from '../../../features/market/contract/market';
import { MARKET_PATHS, type Candles, type MarketTickers } from '../../../features/market/contract/marketApi';
import { WALLET_PATHS } from '../../../features/cloudWallet/contract/walletApi';
import { HEADER_TOKEN } from '../../../lib/contract/envelope';
import { registerAccount } from '../../testing/accountClient';
import { fakeClock } from '../../testing/fakeClock';
import { startTestFeedServer } from '../../testing/priceFeedServer';
import { testApp, testConfig } from '../../testing/testApp';
import { OPEN_DB_TIMEOUT_MS, type TestDb, openMigratedTestDb, testDbTargets } from '../../testing/testDb';
import { createMarket } from './createMarket';
import { resetMarket } from './testing/marketJobKit';
import { recorded, startMarketReplayServer } from './testing/marketReplayServer';

const MINUTE = 60_000;

/** Polls `check` until it holds (the job runs on its own timer), for at most 10 s. */
async function eventually(check: () => Promise<boolean>): Promise<void> {
  for (let waited = 0; waited < 10_000; waited += 50) {
    if (await check()) return;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error('timed out waiting');
}

describe.each(testDbTargets)('the market API on a live source ($name)', (target) => {
  let testDb: TestDb;
  let app: FastifyInstance;
  let source: Awaited<ReturnType<typeof startMarketReplayServer>>;
  const clock = fakeClock(new Date('2025-07-01T02:00:00Z'));
  beforeAll(async () => {
    testDb = await openMigratedTestDb(target);
    source = await startMarketReplayServer();
    // A pair outside the coin list and the top-by-volume set (MARKET_CANDLE_TOP=0): untracked until asked for.
    source.state.bodies.tickers = JSON.stringify([...JSON.parse(recorded('binance-ticker-24hr')), { symbol: 'PEPEUSDT', lastPrice: '0.0000101', quoteVolume: '5' }]);
    app = await testApp({
      db: testDb.db,
      env: { MARKET_SOURCES: `binance=${source.url}`, MARKET_INTERVAL_SECONDS: '1', MARKET_CANDLE_TOP: '0' },
      accounts: { clock: clock.now },
    });
    await app.ready();
  }, OPEN_DB_TIMEOUT_MS);
  afterAll(async () => {
    await app?.close();
    await source?.close();
    await testDb?.dispose();
  });

  const tickers = async () => (await app.inject(MARKET_PATHS.tickers)).json().data as MarketTickers;

  it('lists what the job stored, labelled live with its time, cacheable', async () => {
    await eventually(async () => (await tickers()).tickers.length > 0);
    const res = await app.inject(MARKET_PATHS.tickers);
    const { data } = res.json() as { data: MarketTickers };
    expect(marketTickers.safeParse(data).error).toBeUndefined();
    expect(data.source).toEqual({ kind: 'live', provider: 'binance', attribution: null, asOf: clock.now().toISOString(), stale: false });
    expect(data.tickers.map((t) => t.symbol)).toEqual(['BTC', 'ETH', 'XRP', 'SHIB', 'PEPE']);
    expect(data.tickers[0]).toMatchObject({ name: 'Bitcoin', priceUsd: '107100', change24hPercent: '1.23', volume24hUsd: '1281824000.12' });
    expect(res.headers['cache-control']).toBe('public, max-age=1');
    expect((await app.inject({ url: MARKET_PATHS.tickers, headers: { 'if-none-match': String(res.headers.etag) } })).statusCode).toBe(304);
  });

  it('answers a chart from the stored candles; an untracked asset answers empty, joins the tracked set and is fetched on the next run', async () => {
    await eventually(async () => ((await app.inject(`${MARKET_PATHS.candles}?symbol=BTC&range=1W`)).json().data as Candles).points.length > 0);
    const week = (await app.inject(`${MARKET_PATHS.candles}?symbol=BTC&range=1W`)).json().data as Candles;
    expect(week).toMatchObject({ symbol: 'BTC', range: '1W', interval: '1h', source: { kind: 'live', provider: 'binance' } });
    expect(week.points).toEqual([
      [1751320800000, 107000],
      [1751324400000, 107100],
      [1751328000000, 107080.5],
      // The candle that holds now ends at the ticker's price (candles are fetched less often).
      [1751335200000, 107100],
    ]);
    const pepe = (await app.inject(`${MARKET_PATHS.candles}?symbol=pepe&range=1D`)).json().data as Candles;
    expect(pepe).toMatchObject({ symbol: 'PEPE', interval: '5m', points: [] });
    expect(await testDb.db.query("SELECT symbol FROM market_tracked WHERE symbol = 'PEPE'")).toHaveLength(1);
    clock.advance(MINUTE);
    await eventually(async () => ((await app.inject(`${MARKET_PATHS.candles}?symbol=PEPE&range=1D`)).json().data as Candles).points.length > 0);
    expect((await app.inject(`${MARKET_PATHS.candles}?symbol=NOPE&range=1D`)).statusCode).toBe(404);
  });

  it('keeps favourites among the listed assets, and tracks their candles', async () => {
    const { token } = await registerAccount(app);
    const put = await app.inject({ method: 'PUT', url: MARKET_PATHS.favourites, headers: { [HEADER_TOKEN]: token }, payload: { symbols: ['PEPE', 'BTC'] } });
    expect(put.json()).toMatchObject({ code: 1, data: { symbols: ['PEPE', 'BTC'] } });
    const refused = await app.inject({ method: 'PUT', url: MARKET_PATHS.favourites, headers: { [HEADER_TOKEN]: token }, payload: { symbols: ['DOT'] } });
    expect(refused.json()).toMatchObject({ key: 'market.errors.unknownAsset', params: { symbol: 'DOT' } });
  });

  it('gives the wallet the same prices (one store): coin prices from the market, USDT at 1', async () => {
    const { data } = (await app.inject(WALLET_PATHS.coinList)).json() as { data: { coins: { symbol: string; usdPrice: string | null }[]; prices: unknown } };
    const priced = Object.fromEntries(data.coins.filter((c) => c.usdPrice !== null).map((c) => [c.symbol, c.usdPrice]));
    expect(priced).toEqual({ BTC: '107100', ETH: '2485', USDT: '1', XRP: '2.21', SHIB: '0.00001152' });
    expect(data.prices).toMatchObject({ source: 'feed', stale: false });
  });
});

describe.each(testDbTargets)('the wallet’s prices from PRICE_FEED_URL through the market store ($name)', (target) => {
  let testDb: TestDb;
  let feedServer: Awaited<ReturnType<typeof startTestFeedServer>>;
  const warnings: string[] = [];
  const log = Fastify({ logger: { level: 'warn', stream: { write: (line: string) => void warnings.push(line) } } }).log;
  beforeAll(async () => {
    testDb = await openMigratedTestDb(target);
    feedServer = await startTestFeedServer();
  }, OPEN_DB_TIMEOUT_MS);
  afterAll(async () => {
    await feedServer?.close();
    await testDb?.dispose();
  });
  beforeEach(async () => {
    await resetMarket(testDb.db);
  });

  const market = (url: string, clock?: () => Date, env: Record<string, string> = {}) =>
    createMarket({ db: testDb.db, config: testConfig({ PRICE_FEED_URL: url, PRICE_FEED_INTERVAL_MINUTES: '5', ...env }), clock: clock ?? (() => new Date()), log, sourceTimeoutMs: 1000 });

  it('serves the fetched prices stamped with their time, then marks them stale when the feed stops answering', async () => {
    const clock = fakeClock();
    feedServer.state.status = 200;
    feedServer.state.body = '{"BTC": 100000, "ETH": "2500.5"}';
    const feed = market(feedServer.url, clock.now);
    await feed.start();
    await feed.tick();
    const fetchedAt = clock.now();
    expect(feed.prices.snapshot()).toEqual({
      source: 'feed',
      asOf: fetchedAt,
      stale: false,
      usd: new Map([['BTC', '100000'], ['ETH', '2500.5'], ['USDT', '1']]),
      open24h: new Map([['USDT', '1']]),
    });

    feedServer.state.status = 503;
    warnings.length = 0;
    clock.advance(5 * MINUTE);
    expect(await feed.tick()).toBe('ran');
    expect(warnings.join('\n')).toContain('market source failed');
    expect(feed.prices.snapshot()).toMatchObject({ asOf: fetchedAt, stale: false });
    clock.advance(10 * MINUTE + 1);
    expect(feed.prices.snapshot()).toMatchObject({ asOf: fetchedAt, stale: true });
    expect(feed.prices.snapshot().usd.get('BTC')).toBe('100000');
    await feed.stop();
  });

  it('has no prices, and says so, until the first answer', async () => {
    feedServer.state.status = 200;
    feedServer.state.body = '{"BTC": "oops"}';
    const feed = market(feedServer.url);
    await feed.start();
    await feed.tick();
    expect(feed.prices.snapshot()).toEqual({ source: 'feed', asOf: null, stale: true, usd: new Map() });
    await feed.stop();
  });

  it('keeps nothing when the feed is unreachable', async () => {
    const feed = market('http://127.0.0.1:9/prices.json');
    await feed.start();
    await feed.tick();
    expect(feed.prices.snapshot().usd.size).toBe(0);
    await feed.stop();
  });

  it('fetches again on its interval and stops cleanly', async () => {
    feedServer.state.status = 200;
    feedServer.state.body = '{"BTC": 1}';
    const feed = market(feedServer.url, undefined, { MARKET_INTERVAL_SECONDS: '1' });
    await feed.start();
    await feed.tick();
    expect(feed.prices.snapshot().usd.get('BTC')).toBe('1');
    feedServer.state.body = '{"BTC": 2}';
    await eventually(async () => feed.prices.snapshot().usd.get('BTC') === '2');
    await feed.stop();
    const requests = feedServer.state.requests;
    await new Promise((resolve) => setTimeout(resolve, 1200));
    expect(feedServer.state.requests).toBe(requests);
  });
});
