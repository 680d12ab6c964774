import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/db';
import { applyFxRates } from './applyFxRates';
import { fetchFxRates } from './fetchFxRates';

export type FxFeed = {
  /** The refresh started with the feed (resolves true when it stored rates). */
  first: Promise<boolean>;
  /** One fetch-and-store; never throws (failures are logged, old rates kept). */
  refresh(): Promise<boolean>;
  /** Stops the timer and waits for a refresh in flight, so the database can close after. */
  stop(): Promise<void>;
};

/**
 * Refreshes the currency rates from FX_RATES_URL now and then every `intervalMs` (an hour).
 * A failed refresh is logged and the previous rates stay, so a feed outage never empties the
 * currency list. The timer does not keep the process alive.
 *
 * @example const feed = startFxFeed({ db, url: config.fxRatesUrl, log: app.log })
 */
export function startFxFeed(opts: { db: Db; url: string; log: FastifyBaseLogger; intervalMs?: number }): FxFeed {
  const { db, url, log } = opts;
  let inFlight: Promise<boolean> = Promise.resolve(false);

  const run = async () => {
    try {
      const fx = await fetchFxRates(url);
      const updated = await applyFxRates(db, fx);
      log.info({ updated, asOf: fx.asOf.toISOString() }, 'FX rates refreshed');
      return true;
    } catch (error) {
      log.warn({ err: error, url }, 'FX rates refresh failed; keeping the previous rates');
      return false;
    }
  };
  const refresh = () => (inFlight = inFlight.then(run));

  const first = refresh();
  const timer = setInterval(() => void refresh(), opts.intervalMs ?? 60 * 60 * 1000);
  timer.unref();
  return {
    first,
    refresh,
    async stop() {
      clearInterval(timer);
      await inFlight;
    },
  };
}
