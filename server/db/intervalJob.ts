/**
 * A background job's timer: a first run at start, then every `intervalMs`; runs never overlap in
 * this process, a failed run is reported and the next one tries again, the timer does not keep the
 * process alive, and `stop` waits for a run in flight.
 *
 * @example const job = startIntervalJob(() => runEnvelopeJob(deps), 60_000, (error) => log.error({ err: error }, 'failed')); await job.stop()
 */
export function startIntervalJob(run: () => Promise<unknown>, intervalMs: number, onError: (error: unknown) => void) {
  let stopped = false;
  let inFlight: Promise<unknown> = Promise.resolve();
  const tick = () =>
    (inFlight = inFlight.then(async () => {
      if (stopped) return;
      try {
        await run();
      } catch (error) {
        onError(error);
      }
    }));
  void tick();
  const timer = setInterval(() => void tick(), intervalMs);
  timer.unref();
  return {
    async stop() {
      stopped = true;
      clearInterval(timer);
      await inFlight;
    },
  };
}
