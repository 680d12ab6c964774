import { startIntervalJob } from '../../db/intervalJob';
import { type EnvelopeJobDeps, runEnvelopeJob } from './runEnvelopeJob';

/**
 * The job's timer (db/intervalJob.ts): a first run at start, then every interval; runs never
 * overlap in this process and the timer does not keep the process alive. `stop` waits for a run in flight.
 *
 * @example const job = startEnvelopeJob(deps); app.addHook('onClose', () => job.stop())
 */
export function startEnvelopeJob(deps: EnvelopeJobDeps) {
  return startIntervalJob(() => runEnvelopeJob(deps), deps.intervalMs, (error) => deps.log.error({ err: error }, 'red envelope job failed; the next run tries again'));
}
