import { type EnvelopeJobDeps, runEnvelopeJob } from './runEnvelopeJob';

/**
 * The job's timer: a first run at start, then every interval; runs never overlap in this process
 * and the timer does not keep the process alive. `stop` waits for a run in flight.
 *
 * @example const job = startEnvelopeJob(deps); app.addHook('onClose', () => job.stop())
 */
export function startEnvelopeJob(deps: EnvelopeJobDeps) {
  let stopped = false;
  let inFlight: Promise<unknown> = Promise.resolve();
  const tick = () =>
    (inFlight = inFlight.then(async () => {
      if (stopped) return;
      try {
        await runEnvelopeJob(deps);
      } catch (error) {
        deps.log.error({ err: error }, 'red envelope job failed; the next run tries again');
      }
    }));
  void tick();
  const timer = setInterval(() => void tick(), deps.intervalMs);
  timer.unref();
  return {
    async stop() {
      stopped = true;
      clearInterval(timer);
      await inFlight;
    },
  };
}
