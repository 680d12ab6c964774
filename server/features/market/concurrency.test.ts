import Fastify from 'fastify';
import { fakeClock } from '../../testing/fakeClock';
import { OPEN_DB_TIMEOUT_MS, type TestDb, openMigratedTestDb, testDbTargets } from '../../testing/testDb';
import { runMarketJob } from './runMarketJob';
import { jobDeps } from './testing/marketJobKit';
import { startMarketReplayServer } from './testing/marketReplayServer';

const postgres = testDbTargets.find((t) => t.name === 'postgres')!;

describe('concurrent market job runs against PostgreSQL', () => {
  let testDb: TestDb;
  let source: Awaited<ReturnType<typeof startMarketReplayServer>>;
  beforeAll(async () => {
    testDb = await openMigratedTestDb(postgres);
    source = await startMarketReplayServer();
  }, OPEN_DB_TIMEOUT_MS);
  afterAll(async () => {
    await source?.close();
    await testDb?.dispose();
  });

  it('runs one of two runs started at once (as two instances would); the other skips; the data is fetched and stored once', async () => {
    const clock = fakeClock(new Date('2025-07-01T02:00:00Z'));
    const deps = jobDeps(testDb.db, clock.now, Fastify({ logger: false }).log, { MARKET_SOURCES: `binance=${source.url}` });
    const results = await Promise.all([runMarketJob(deps), runMarketJob(deps)]);
    expect(results.sort()).toEqual(['ran', 'skipped']);
    // One tickers request and one per due candle: 4 listed assets × 3 granularities.
    expect(source.state.requests.filter((r) => r.url === '/api/v3/ticker/24hr')).toHaveLength(1);
    expect(source.state.requests.filter((r) => r.url.startsWith('/api/v3/klines'))).toHaveLength(12);
    const [counts] = await testDb.db.query<{ tickers: string; candles: string }>(
      'SELECT (SELECT count(*) FROM market_tickers)::text AS tickers, (SELECT count(*) FROM market_candles)::text AS candles',
    );
    expect(counts).toEqual({ tickers: '4', candles: '36' });
    const [job] = await testDb.db.query<{ running_until: Date | null }>('SELECT running_until FROM market_job');
    expect(job!.running_until).toBeNull();
  });
});
