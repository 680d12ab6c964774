import { MARKET_PATHS, type Candles, type MarketTickers } from '../features/market/contract/marketApi';
import { MARKET_BASE_URL } from './e2eSettings';
import { expect, test } from './fixtures';

// The two app servers' market data as the screens read it (no browser needed): the first on the
// labelled sample, the second on 520 assets of test data from e2e/marketSourceServer.ts.

test('the first server serves the labelled sample market, cacheable', async ({ request }) => {
  const res = await request.get(MARKET_PATHS.tickers);
  expect(res.status()).toBe(200);
  expect(res.headers()['cache-control']).toMatch(/^public, max-age=\d+$/);
  const { data } = (await res.json()) as { data: MarketTickers };
  expect(data.source).toMatchObject({ kind: 'sample', provider: 'sample', stale: false });
  expect(data.tickers[0]).toMatchObject({ symbol: 'BTC', name: 'Bitcoin', priceUsd: '107100' });
  const etag = res.headers().etag!;
  expect((await request.get(MARKET_PATHS.tickers, { headers: { 'if-none-match': etag } })).status()).toBe(304);
});

test('the market server lists 520 live-like assets and draws charts from the job’s candles', async ({ request }) => {
  let tickers: MarketTickers | null = null;
  await expect(async () => {
    tickers = ((await (await request.get(`${MARKET_BASE_URL}${MARKET_PATHS.tickers}`)).json()) as { data: MarketTickers }).data;
    expect(tickers.tickers.length).toBe(520);
  }).toPass({ timeout: 20_000 });
  expect(tickers!.source).toMatchObject({ kind: 'live', provider: 'binance', stale: false });
  expect(tickers!.tickers.map((t) => t.rank)).toEqual(tickers!.tickers.map((_, i) => i + 1));
  await expect(async () => {
    const res = await request.get(`${MARKET_BASE_URL}${MARKET_PATHS.candles}?symbol=BTC&range=1D`);
    const { data } = (await res.json()) as { data: Candles };
    expect(data.interval).toBe('5m');
    expect(data.points.length).toBeGreaterThan(200);
  }).toPass({ timeout: 30_000 });
  const unknown = await request.get(`${MARKET_BASE_URL}${MARKET_PATHS.coin}?symbol=NOPE`);
  expect(unknown.status()).toBe(404);
  expect(await unknown.json()).toMatchObject({ key: 'market.errors.unknownAsset', params: { symbol: 'NOPE' } });
});
