import { startIntervalJob } from '../../db/intervalJob';
import { type WealthJobDeps, runWealthJob } from './runWealthJob';

/**
 * The maturity job's timer (db/intervalJob.ts): a first run at start, then every interval; runs
 * never overlap in this process and the timer does not keep the process alive. `stop` waits for a run in flight.
 *
 * @example const job = startWealthJob(deps); app.addHook('onClose', () => job.stop())
 */
export function startWealthJob(deps: WealthJobDeps) {
  return startIntervalJob(() => runWealthJob(deps), deps.intervalMs, (error) => deps.log.error({ err: error }, 'wealth maturity job failed; the next run tries again'));
}
