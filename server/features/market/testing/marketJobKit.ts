import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../../db/db';
import { testConfig } from '../../../testing/testApp';
import { marketAdapter } from '../marketAdapter';
import type { MarketJobDeps } from '../runMarketJob';

/** Empties the market tables and frees the job's lease (tests share one database per file). */
export async function resetMarket(db: Db): Promise<void> {
  await db.exec('TRUNCATE market_tickers, market_candles, market_fetch_state, market_tracked; UPDATE market_job SET running_until = NULL, last_started_at = NULL');
}

/**
 * What runMarketJob needs, from a test environment (MARKET_SOURCES pointing at a replay server),
 * a short source timeout (200 ms: a timing-out source costs that per request) and a small coin list.
 *
 * @example await runMarketJob(jobDeps(db, clock.now, log, { MARKET_SOURCES: `binance=${source.url}` }))
 */
export function jobDeps(db: Db, clock: () => Date, log: FastifyBaseLogger, env: Record<string, string>, names = new Map([['BTC', 'Bitcoin']])): MarketJobDeps {
  const config = testConfig(env).market;
  return {
    db,
    adapters: config.sources.map((s) => marketAdapter(s, config, 200)),
    clock,
    log,
    intervalMs: config.intervalMs,
    candleTop: config.candleTop,
    candleRequestsPerRun: config.candleRequestsPerRun,
    names,
  };
}
