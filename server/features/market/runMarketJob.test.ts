import Fastify from 'fastify';
import type { Db } from '../../db/db';
import { fakeClock } from '../../testing/fakeClock';
import { OPEN_DB_TIMEOUT_MS, type TestDb, openMigratedTestDb, testDbTargets } from '../../testing/testDb';
import { loadCandles, pruneCandles, saveCandles } from './marketCandleRows';
import { loadLastSuccess } from './marketFetchState';
import { marketMemory } from './marketMemory';
import { loadTickers } from './marketTickerRows';
import { type MarketJobDeps, runMarketJob } from './runMarketJob';
import { jobDeps as jobDepsFor, resetMarket } from './testing/marketJobKit';
import { type ReplayMode, startMarketReplayServer } from './testing/marketReplayServer';

const MINUTE = 60_000;
const DAY = 86_400_000;

async function snapshot(db: Db) {
  return {
    tickers: await db.query('SELECT symbol, name, provider, source_id, price_usd::text, open_24h_usd::text, volume_24h_usd::text, change_24h_pct::text, rank, sparkline FROM market_tickers ORDER BY symbol'),
    candles: await db.query('SELECT symbol, interval, open_time, open::text, high::text, low::text, close::text FROM market_candles ORDER BY symbol, interval, open_time'),
  };
}

describe.each(testDbTargets)('the market job ($name)', (target) => {
  let testDb: TestDb;
  let source: Awaited<ReturnType<typeof startMarketReplayServer>>;
  const lines: string[] = [];
  const log = Fastify({ logger: { level: 'warn', stream: { write: (line: string) => void lines.push(line) } } }).log;
  beforeAll(async () => {
    testDb = await openMigratedTestDb(target);
    source = await startMarketReplayServer();
  }, OPEN_DB_TIMEOUT_MS);
  afterAll(async () => {
    await source?.close();
    await testDb?.dispose();
  });
  beforeEach(async () => {
    await resetMarket(testDb.db);
    source.state.mode = 'ok';
    source.state.modeFor = [];
    source.state.requests = [];
    lines.length = 0;
  });

  const coinList = new Map([
    ['BTC', 'Bitcoin'],
    ['ETH', 'Ethereum'],
    ['AISI', 'AISI'],
  ]);
  const jobDeps = (clock: () => Date, env: Record<string, string>): MarketJobDeps => jobDepsFor(testDb.db, clock, log, env, coinList);

  it('stores tickers and the tracked assets’ candles; running again stores the same rows (idempotent)', async () => {
    const clock = fakeClock(new Date('2025-07-01T02:00:00Z'));
    const deps = jobDeps(clock.now, { MARKET_SOURCES: `binance=${source.url}` });
    expect(await runMarketJob(deps)).toBe('ran');
    const first = await snapshot(testDb.db);
    expect(first.tickers.map((t) => (t as { symbol: string }).symbol)).toEqual(['BTC', 'ETH', 'SHIB', 'XRP']);
    expect(first.tickers[0]).toMatchObject({ symbol: 'BTC', name: 'Bitcoin', provider: 'binance', source_id: 'BTCUSDT', price_usd: '107100', rank: 1 });
    // 4 listed assets × 3 granularities × the 3 recorded candles; AISI is tracked but not listed, so it has none.
    expect(first.candles).toHaveLength(36);
    // Binance has no sparkline: the stored hourly closes of the last 24 hours stand in.
    expect((first.tickers[0] as { sparkline: number[] }).sparkline).toEqual([107000, 107100, 107080.5]);
    expect(await loadCandles(testDb.db, 'BTC', '1h', null)).toEqual([
      [1751320800000, 107000],
      [1751324400000, 107100],
      [1751328000000, 107080.5],
    ]);

    // Too soon (under half an interval since the last start): skipped, nothing fetched.
    const requests = source.state.requests.length;
    expect(await runMarketJob(deps)).toBe('skipped');
    expect(source.state.requests.length).toBe(requests);

    clock.advance(DAY / 4);
    expect(await runMarketJob(deps)).toBe('ran');
    expect(source.state.requests.length).toBeGreaterThan(requests + 4);
    expect(await snapshot(testDb.db)).toEqual(first);
  });

  it.each<[string, ReplayMode | 'malformed row']>([
    ['times out', 'timeout'],
    ['answers 429', 429],
    ['answers 451', 451],
    ['answers 500', 500],
    ['answers malformed JSON', 'malformed'],
    ['answers rows that are all malformed', 'malformed row'],
  ])('keeps the last good data when the source %s, logs it with context, and carries on', async (_, mode) => {
    const clock = fakeClock(new Date('2025-07-01T02:00:00Z'));
    const deps = jobDeps(clock.now, { MARKET_SOURCES: `binance=${source.url}` });
    expect(await runMarketJob(deps)).toBe('ran');
    const good = await snapshot(testDb.db);
    const goodAt = (await loadLastSuccess(testDb.db)).get('binance');

    if (mode === 'malformed row') source.state.bodies.tickers = '[{"symbol":"BTCUSDT","lastPrice":"-5"},{"symbol":"ETHUSDT"}]';
    else source.state.mode = mode;
    clock.advance(DAY / 4);
    try {
      expect(await runMarketJob(deps)).toBe('ran');
    } finally {
      source.state.bodies.tickers = (await import('./testing/marketReplayServer')).recorded('binance-ticker-24hr');
    }
    expect(await snapshot(testDb.db)).toEqual(good);
    expect((await loadLastSuccess(testDb.db)).get('binance')).toEqual(goodAt);
    const [state] = await testDb.db.query<{ last_error_at: Date; last_error: string }>("SELECT last_error_at, last_error FROM market_fetch_state WHERE source = 'binance'");
    expect(state!.last_error_at).toEqual(clock.now());
    const warning = lines.map((line) => JSON.parse(line) as Record<string, unknown>).find((l) => l.what === 'tickers');
    expect(warning).toMatchObject({ source: 'binance', url: `${source.url}/api/v3/ticker/24hr`, msg: 'market source failed; keeping its last good data' });
    expect(warning!.status).toBe(typeof mode === 'number' ? mode : mode === 'timeout' ? null : 200);
    expect(String(warning!.reason)).toMatch(typeof mode === 'number' ? `HTTP ${mode}` : mode === 'timeout' ? 'timed out' : mode === 'malformed' ? 'malformed JSON' : 'no usable USDT pair');
  }, 15_000);

  it('lets the first listed source win an asset both list, with CoinGecko’s key in a header only and its attribution', async () => {
    const clock = fakeClock(new Date('2025-07-01T02:00:00Z'));
    const deps = jobDeps(clock.now, {
      MARKET_SOURCES: `coingecko=${source.url},binance=${source.url}`,
      COINGECKO_API_KEY: 'cg-secret-key',
      COINGECKO_API_KEY_KIND: 'pro',
    });
    expect(await runMarketJob(deps)).toBe('ran');
    const tickers = await loadTickers(testDb.db);
    expect(Object.fromEntries(tickers.map((t) => [t.symbol, t.provider]))).toEqual({ BTC: 'coingecko', ETH: 'coingecko', SHIB: 'coingecko', NRK: 'coingecko', XRP: 'binance' });
    expect(tickers.find((t) => t.symbol === 'BTC')).toMatchObject({ marketCapUsd: '2129000000000', sourceId: 'bitcoin' });
    // A description of a tracked CoinGecko asset, as plain text.
    expect(tickers.find((t) => t.symbol === 'BTC')!.description).toMatch(/^Bitcoin is the first successful internet money/);
    const coingeckoRequests = source.state.requests.filter((r) => r.url.startsWith('/coins'));
    expect(coingeckoRequests.length).toBeGreaterThan(0);
    for (const request of coingeckoRequests) {
      expect(request.headers['x-cg-pro-api-key']).toBe('cg-secret-key');
      expect(request.url).not.toContain('cg-secret-key');
    }
    expect(source.state.requests.some((r) => r.url === '/coins/bitcoin/market_chart?vs_currency=usd&days=1')).toBe(true);
    expect(source.state.requests.some((r) => r.url === '/coins/bitcoin/market_chart?vs_currency=usd&days=90')).toBe(true);
    expect(source.state.requests.some((r) => r.url === '/coins/bitcoin/market_chart?vs_currency=usd&days=max')).toBe(true);

    const memory = marketMemory({ kind: 'live', sources: deps.adapters, intervalMs: MINUTE, clock: clock.now });
    memory.replace(tickers, await loadLastSuccess(testDb.db));
    expect(memory.tickers().answer.source).toMatchObject({ provider: 'coingecko', attribution: 'Data provided by CoinGecko' });
    expect(memory.source(tickers.find((t) => t.symbol === 'XRP'))).toMatchObject({ provider: 'binance', attribution: null });

    // A failing CoinGecko is logged without its key.
    source.state.modeFor = [{ pattern: /^\/coins/, mode: 429 }];
    clock.advance(DAY / 4);
    await runMarketJob(deps);
    expect(lines.length).toBeGreaterThan(0);
    expect(lines.join('\n')).not.toContain('cg-secret-key');
    expect(Object.fromEntries((await loadTickers(testDb.db)).map((t) => [t.symbol, t.provider]))).toMatchObject({ BTC: 'coingecko', XRP: 'binance' });
  });

  it('prunes candles past their retention, keeping those exactly at the edge and every daily one', async () => {
    const now = new Date('2026-03-01T08:00:00Z');
    const at = (ms: number) => now.getTime() - ms;
    const candle = (openTime: number) => ({ openTime, open: null, high: null, low: null, close: '1' });
    await saveCandles(testDb.db, 'BTC', '5m', [candle(at(2 * DAY + 1)), candle(at(2 * DAY)), candle(at(0))]);
    await saveCandles(testDb.db, 'BTC', '1h', [candle(at(90 * DAY + 1)), candle(at(90 * DAY))]);
    await saveCandles(testDb.db, 'BTC', '1d', [candle(Date.UTC(2013, 0, 1))]);
    expect(await pruneCandles(testDb.db, now)).toBe(2);
    expect((await loadCandles(testDb.db, 'BTC', '5m', null)).map(([t]) => t)).toEqual([at(2 * DAY), at(0)]);
    expect((await loadCandles(testDb.db, 'BTC', '1h', null)).map(([t]) => t)).toEqual([at(90 * DAY)]);
    expect((await loadCandles(testDb.db, 'BTC', '1d', null)).map(([t]) => t)).toEqual([Date.UTC(2013, 0, 1)]);
    // Saving the same candle again updates it in place.
    await saveCandles(testDb.db, 'BTC', '1d', [{ ...candle(Date.UTC(2013, 0, 1)), close: '2.5' }]);
    expect(await loadCandles(testDb.db, 'BTC', '1d', null)).toEqual([[Date.UTC(2013, 0, 1), 2.5]]);
  });
});

describe('staleness', () => {
  it('flags the data stale past exactly 3 fetch intervals, in the answers and the wallet’s prices', () => {
    const clock = fakeClock();
    const memory = marketMemory({ kind: 'live', sources: [{ provider: 'binance' }], intervalMs: MINUTE, clock: clock.now });
    const fetchedAt = clock.now();
    memory.replace(
      [{ symbol: 'BTC', name: 'Bitcoin', provider: 'binance', sourceId: 'BTCUSDT', priceUsd: '107100', open24hUsd: '105800', high24hUsd: null, low24hUsd: null, volume24hUsd: null, change24hPercent: '1.23', marketCapUsd: null, rank: 1, sparkline: [], description: null }],
      new Map([['binance', fetchedAt]]),
    );
    const fresh = memory.tickers();
    expect(fresh.answer.source).toEqual({ kind: 'live', provider: 'binance', attribution: null, asOf: fetchedAt.toISOString(), stale: false });
    clock.advance(3 * MINUTE);
    expect(memory.tickers().answer.source.stale).toBe(false);
    expect(memory.priceSnapshot()).toMatchObject({ source: 'feed', asOf: fetchedAt, stale: false });
    clock.advance(1);
    const stale = memory.tickers();
    expect(stale.answer.source.stale).toBe(true);
    expect(stale.etag).not.toBe(fresh.etag);
    expect(memory.priceSnapshot()).toMatchObject({ source: 'feed', asOf: fetchedAt, stale: true });
    expect(memory.priceSnapshot().usd).toEqual(new Map([['BTC', '107100'], ['USDT', '1']]));
  });

  it('is stale with no prices before the first successful fetch', () => {
    const memory = marketMemory({ kind: 'live', sources: [{ provider: 'binance' }], intervalMs: MINUTE, clock: () => new Date() });
    memory.replace([], new Map());
    expect(memory.tickers().answer).toEqual({ tickers: [], source: { kind: 'live', provider: 'binance', attribution: null, asOf: null, stale: true } });
    expect(memory.priceSnapshot()).toEqual({ source: 'feed', asOf: null, stale: true, usd: new Map() });
  });
});
