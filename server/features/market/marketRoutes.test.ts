import type { FastifyInstance } from 'fastify';
import { MARKET_PATHS, type Candles, type MarketCoin, type MarketTickers } from '../../../features/market/contract/marketApi';
import { marketTickers } from '../../../features/market/contract/market';
import { FAVOURITES_MAX, RANGE_SPAN_MS } from '../../../features/market/contract/marketRules';
import { HEADER_TOKEN } from '../../../lib/contract/envelope';
import { SAMPLE_USD_OPEN_24H, SAMPLE_USD_PRICES } from '../../core/prices/samplePrices';
import { registerAccount } from '../../testing/accountClient';
import { fakeClock } from '../../testing/fakeClock';
import type { TestDb } from '../../testing/testDb';
import { testDbTargets } from '../../testing/testDb';
import { useTestApp } from '../../testing/useTestApp';
import { changePercent } from './marketDecimals';

const HOUR = 3_600_000;
const FIVE_MINUTES = 300_000;

describe.each(testDbTargets)('the market API on the sample ($name)', (target) => {
  let app: FastifyInstance;
  let testDb: TestDb;
  const clock = fakeClock(new Date('2026-03-01T08:02:30Z'));
  useTestApp(target, { clock }, (opened) => ({ app, testDb } = opened));

  const get = async (url: string, headers: Record<string, string> = {}) => app.inject({ method: 'GET', url, headers });
  const put = async (token: string, symbols: unknown) =>
    app.inject({ method: 'PUT', url: MARKET_PATHS.favourites, headers: { [HEADER_TOKEN]: token }, payload: { symbols } });

  it('lists the coin list’s coins at exactly the sample prices, labelled sample, ranked, with sparklines ending at the price', async () => {
    const res = await get(MARKET_PATHS.tickers);
    expect(res.statusCode).toBe(200);
    const { data } = res.json() as { data: MarketTickers };
    // Served pre-serialised (marketPlugin.ts), so checked against its schema here.
    expect(marketTickers.safeParse(data).error).toBeUndefined();
    expect(data.source).toEqual({ kind: 'sample', provider: 'sample', attribution: null, asOf: '2025-07-01T00:00:00.000Z', stale: false });
    expect(data.tickers.map((t) => [t.symbol, t.priceUsd])).toEqual(Object.entries(SAMPLE_USD_PRICES));
    expect(data.tickers.map((t) => t.rank)).toEqual(data.tickers.map((_, i) => i + 1));
    const btc = data.tickers[0]!;
    expect(btc).toMatchObject({ symbol: 'BTC', name: 'Bitcoin', change24hPercent: '1.23', high24hUsd: '107579', low24hUsd: '105374', marketCapUsd: null });
    expect(btc.sparkline).toHaveLength(24);
    expect(btc.sparkline.at(-1)).toBe(107100);
    expect(btc.sparkline[0]).toBe(105800);
    // Every coin has its 24-hour figures, read off its walk (those listed at the sample's day-before price).
    expect(data.tickers.every((t) => t.change24hPercent !== null && t.high24hUsd !== null && t.low24hUsd !== null)).toBe(true);
    expect(Object.keys(SAMPLE_USD_OPEN_24H).every((s) => data.tickers.find((t) => t.symbol === s)?.change24hPercent === changePercent(SAMPLE_USD_PRICES[s]!, SAMPLE_USD_OPEN_24H[s]!))).toBe(true);
    // The same every time (deterministic).
    expect((await get(MARKET_PATHS.tickers)).json()).toEqual(res.json());
  });

  it('is cacheable: public max-age of half an interval and an ETag answered 304', async () => {
    const res = await get(MARKET_PATHS.tickers);
    expect(res.headers['cache-control']).toBe('public, max-age=30');
    const etag = String(res.headers.etag);
    expect(etag).toMatch(/^W\/"[\w-]+"$/);
    const again = await get(MARKET_PATHS.tickers, { 'if-none-match': etag });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
    expect(again.headers['cache-control']).toBe('public, max-age=30');
    expect((await get(MARKET_PATHS.tickers, { 'if-none-match': '"other"' })).statusCode).toBe(200);
  });

  it('answers one asset and refuses an unknown one with a 404 naming it', async () => {
    const res = await get(`${MARKET_PATHS.coin}?symbol=eth`);
    expect(res.statusCode).toBe(200);
    const { data } = res.json() as { data: MarketCoin };
    expect(data).toMatchObject({ ticker: { symbol: 'ETH', priceUsd: '2485', change24hPercent: '2.22' }, description: null, source: { kind: 'sample' } });
    const unknown = await get(`${MARKET_PATHS.coin}?symbol=NOPE`);
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toMatchObject({ code: 404, key: 'market.errors.unknownAsset', params: { symbol: 'NOPE' }, data: null });
    expect(unknown.headers['cache-control']).toBe('no-store');
    expect((await get(`${MARKET_PATHS.coin}?symbol=${'X'.repeat(16)}`)).statusCode).toBe(400);
  });

  it('gives every coin the 24-hour high, low and change of the points its 1D chart draws, its sparkline among them', async () => {
    const { data } = (await get(MARKET_PATHS.tickers)).json() as { data: MarketTickers };
    for (const ticker of data.tickers) {
      const { points } = ((await get(`${MARKET_PATHS.candles}?symbol=${ticker.symbol}&range=1D`)).json() as { data: Candles }).data;
      const closes = points.map(([, close]) => close);
      // From the candle holding the moment 24 hours ago to the one holding now.
      expect(points[0]![0]).toBe(Math.floor((clock.now().getTime() - RANGE_SPAN_MS['1D']!) / FIVE_MINUTES) * FIVE_MINUTES);
      expect(points.at(-1)![0]).toBe(Math.floor(clock.now().getTime() / FIVE_MINUTES) * FIVE_MINUTES);
      expect({ symbol: ticker.symbol, high: Number(ticker.high24hUsd), low: Number(ticker.low24hUsd), change: ticker.change24hPercent, last: closes.at(-1) }).toEqual({
        symbol: ticker.symbol,
        high: Math.max(...closes),
        low: Math.min(...closes),
        change: changePercent(ticker.priceUsd, String(closes[0])),
        last: Number(ticker.priceUsd),
      });
      expect(ticker.sparkline[0]).toBe(closes[0]);
      expect(ticker.sparkline.every((p) => closes.includes(p))).toBe(true);
    }
    // The card of the issue: SOL from 148.2 to 151.3, its high and low within the day it draws.
    const sol = data.tickers.find((t) => t.symbol === 'SOL')!;
    expect(sol.change24hPercent).toBe('2.09');
    expect(Number(sol.high24hUsd)).toBeGreaterThanOrEqual(151.3);
    expect(Number(sol.low24hUsd)).toBeLessThanOrEqual(148.2);
  });

  it('draws candles at the granularity of each range, ending at the sample price now, deterministic', async () => {
    const expected = { '1D': ['5m', 289], '1W': ['1h', 168], '1M': ['1h', 720], '1Y': ['1d', 365], ALL: ['1d', 730] } as const;
    for (const [range, [interval, count]] of Object.entries(expected)) {
      const res = await get(`${MARKET_PATHS.candles}?symbol=BTC&range=${range}`);
      const { data } = res.json() as { data: Candles };
      expect({ range, interval: data.interval, source: data.source.kind }).toEqual({ range, interval, source: 'sample' });
      expect(Math.abs(data.points.length - count)).toBeLessThanOrEqual(1);
      expect(data.points.at(-1)![1]).toBe(107100);
      const span = RANGE_SPAN_MS[range as keyof typeof RANGE_SPAN_MS];
      const step = { '5m': FIVE_MINUTES, '1h': HOUR, '1d': 24 * HOUR }[interval];
      if (span !== null) expect(data.points[0]![0]).toBe(Math.floor((clock.now().getTime() - span) / step) * step);
      expect(data.points.every(([t], i) => i === 0 || t > data.points[i - 1]![0])).toBe(true);
      expect(res.headers['cache-control']).toBe('public, max-age=30');
    }
    const week = (await get(`${MARKET_PATHS.candles}?symbol=BTC&range=1W`)).json() as { data: Candles };
    expect(week.data.points.at(-1)![0]).toBe(Math.floor(clock.now().getTime() / HOUR) * HOUR);
    expect((await get(`${MARKET_PATHS.candles}?symbol=BTC&range=1W`)).json()).toEqual(week);
  });

  it('refuses a bad range (400 validation) and an unknown asset (404)', async () => {
    const bad = await get(`${MARKET_PATHS.candles}?symbol=BTC&range=2D`);
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({ code: 400, data: null });
    const unknown = await get(`${MARKET_PATHS.candles}?symbol=NOPE&range=1D`);
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toMatchObject({ key: 'market.errors.unknownAsset', params: { symbol: 'NOPE' } });
  });

  it('keeps each user’s favourites in order, their own only', async () => {
    const alice = await registerAccount(app);
    const bob = await registerAccount(app);
    expect((await get(MARKET_PATHS.favourites)).statusCode).toBe(401);
    expect((await app.inject({ method: 'PUT', url: MARKET_PATHS.favourites, payload: { symbols: ['BTC'] } })).statusCode).toBe(401);
    expect((await put(alice.token, ['ETH', 'btc', 'SOL'])).json()).toMatchObject({ code: 1, data: { symbols: ['ETH', 'BTC', 'SOL'] } });
    expect((await put(bob.token, ['DOGE'])).json()).toMatchObject({ data: { symbols: ['DOGE'] } });
    const mine = async (token: string) => (await get(MARKET_PATHS.favourites, { [HEADER_TOKEN]: token })).json().data.symbols;
    expect(await mine(alice.token)).toEqual(['ETH', 'BTC', 'SOL']);
    expect(await mine(bob.token)).toEqual(['DOGE']);
    // Reordering replaces the list; Bob's stays as it was.
    await put(alice.token, ['SOL', 'ETH']);
    expect(await mine(alice.token)).toEqual(['SOL', 'ETH']);
    expect(await mine(bob.token)).toEqual(['DOGE']);
    // Refused lists change nothing.
    const unknown = await put(alice.token, ['BTC', 'NOPE']);
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toMatchObject({ key: 'market.errors.unknownAsset', params: { symbol: 'NOPE' } });
    expect((await put(alice.token, ['BTC', 'BTC'])).statusCode).toBe(400);
    expect((await put(alice.token, Array.from({ length: FAVOURITES_MAX + 1 }, (_, i) => `T${i}`))).statusCode).toBe(400);
    expect(await mine(alice.token)).toEqual(['SOL', 'ETH']);
    expect((await get(MARKET_PATHS.favourites, { [HEADER_TOKEN]: alice.token })).headers['cache-control']).toBe('no-store');
    await put(alice.token, []);
    expect(await mine(alice.token)).toEqual([]);
    const rows = await testDb.db.query<{ n: string }>('SELECT count(*)::text AS n FROM market_favourites');
    expect(rows[0]!.n).toBe('1');
  });

  it('serves the wallet the same prices (one store)', async () => {
    const res = await get('/api/wallet/coinList');
    const coins = (res.json().data.coins as { symbol: string; usdPrice: string | null }[]).filter((c) => c.usdPrice !== null);
    expect(Object.fromEntries(coins.map((c) => [c.symbol, c.usdPrice]))).toEqual(SAMPLE_USD_PRICES);
  });
});
