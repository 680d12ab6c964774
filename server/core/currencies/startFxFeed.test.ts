import http from 'node:http';
import type { AddressInfo } from 'node:net';
import Fastify from 'fastify';
import { OPEN_DB_TIMEOUT_MS, type TestDb, openMigratedTestDb, testDbTargets } from '../../testing/testDb';
import { listCurrencies, ratesSource } from './listCurrencies';
import { startFxFeed } from './startFxFeed';

/** A tiny FX feed on 127.0.0.1 whose answer each test sets. */
function startFeedServer() {
  const state = { status: 200, body: '' };
  const server = http.createServer((_req, res) => {
    res.writeHead(state.status, { 'content-type': 'application/json' });
    res.end(state.body);
  });
  return new Promise<{ url: string; state: typeof state; close(): Promise<void> }>((resolve) => {
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as AddressInfo;
      resolve({
        url: `http://127.0.0.1:${port}/usd.json`,
        state,
        close: () => new Promise((done) => server.close(() => done())),
      });
    });
  });
}

describe.each(testDbTargets)('FX feed on $name', (target) => {
  let testDb: TestDb;
  let feedServer: Awaited<ReturnType<typeof startFeedServer>>;
  const warnings: string[] = [];
  const log = Fastify({
    logger: { level: 'warn', stream: { write: (line: string) => void warnings.push(line) } },
  }).log;

  beforeAll(async () => {
    testDb = await openMigratedTestDb(target);
    feedServer = await startFeedServer();
  }, OPEN_DB_TIMEOUT_MS);
  afterAll(async () => {
    await feedServer?.close();
    await testDb?.dispose();
  });

  const rateOf = async (code: string) => (await listCurrencies(testDb.db)).find((c) => c.code === code)?.rate;

  it('stores the feed rates as exact decimals at startup and labels them as feed', async () => {
    feedServer.state.body =
      '{"base":"USD","rates":{"USD":1,"CNY":7.1234,"EUR":0.91,"JPY":"151.123456789012345678","XYZ":5,"GBP":-1},"time":"2026-01-02T03:04:05Z"}';
    const feed = startFxFeed({ db: testDb.db, url: feedServer.url, log });
    expect(await feed.first).toBe(true);
    await feed.stop();
    expect(await rateOf('CNY')).toBe('7.1234');
    expect(await rateOf('EUR')).toBe('0.91');
    expect(await rateOf('JPY')).toBe('151.123456789012345678');
    expect(await rateOf('USD')).toBe('1');
    // Not in our table, or not a positive rate: ignored.
    expect(await rateOf('XYZ')).toBeUndefined();
    expect(await rateOf('GBP')).toBe('0.7285');
    expect(await ratesSource(testDb.db)).toEqual({ kind: 'feed', asOf: '2026-01-02T03:04:05.000Z' });
  });

  it.each([
    ['an HTTP error', 503, '{"error":"down"}'],
    ['malformed JSON', 200, '{"base":'],
    ['another base currency', 200, '{"base":"EUR","rates":{"CNY":7.8},"time":"2026-01-03T00:00:00Z"}'],
    ['a missing time', 200, '{"base":"USD","rates":{"CNY":7.8}}'],
  ])('keeps the previous rates and logs a warning on %s', async (_name, status, body) => {
    feedServer.state.status = status;
    feedServer.state.body = body;
    warnings.length = 0;
    const feed = startFxFeed({ db: testDb.db, url: feedServer.url, log });
    expect(await feed.first).toBe(false);
    await feed.stop();
    expect(await rateOf('CNY')).toBe('7.1234');
    expect(warnings.join('\n')).toContain('FX rates refresh failed');
  });

  it('keeps the previous rates when the feed is unreachable', async () => {
    const feed = startFxFeed({ db: testDb.db, url: 'http://127.0.0.1:9/usd.json', log });
    expect(await feed.first).toBe(false);
    await feed.stop();
    expect(await rateOf('CNY')).toBe('7.1234');
  });

  it('refreshes again on its interval', async () => {
    feedServer.state.status = 200;
    feedServer.state.body = '{"base":"USD","rates":{"CNY":7.2},"time":"2026-01-04T00:00:00Z"}';
    const feed = startFxFeed({ db: testDb.db, url: feedServer.url, log, intervalMs: 50 });
    await feed.first;
    expect(await rateOf('CNY')).toBe('7.2');
    feedServer.state.body = '{"base":"USD","rates":{"CNY":7.3},"time":"2026-01-05T00:00:00Z"}';
    for (let waited = 0; waited < 10_000 && (await rateOf('CNY')) !== '7.3'; waited += 50) {
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    await feed.stop();
    expect(await rateOf('CNY')).toBe('7.3');
  });
});
