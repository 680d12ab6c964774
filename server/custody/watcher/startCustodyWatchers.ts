import { createPublicClient, http } from 'viem';
import type { CustodySettings } from '../custodySettings';
import { type ChainWatcherDeps, runChainWatcher } from './runChainWatcher';

/**
 * A deposit watcher per configured chain: a first run at start, then every CUSTODY_POLL_SECONDS;
 * runs of a chain never overlap in this process, the timers do not keep the process alive, and
 * `stop` waits for the runs in flight. The RPC client batches its calls (JSON-RPC batches).
 *
 * @example const watchers = startCustodyWatchers({ db, settings: config.custody, clock, log }); app.addHook('onClose', () => watchers.stop())
 */
export function startCustodyWatchers(deps: Omit<ChainWatcherDeps, 'client' | 'chain'> & { settings: CustodySettings }) {
  const running = deps.settings.chains.map((chain) => {
    const client = createPublicClient({ transport: http(chain.rpcUrl, { batch: { batchSize: 100 }, retryCount: 2, timeout: 20_000 }) });
    let stopped = false;
    let inFlight: Promise<unknown> = Promise.resolve();
    const tick = () =>
      (inFlight = inFlight.then(async () => {
        if (stopped) return;
        try {
          await runChainWatcher({ ...deps, client, chain });
        } catch (error) {
          deps.log.error({ err: error, chainId: chain.chainId }, 'custody watcher failed; the next run tries again');
        }
      }));
    void tick();
    const timer = setInterval(() => void tick(), deps.settings.pollMs);
    timer.unref();
    return {
      async stop() {
        stopped = true;
        clearInterval(timer);
        await inFlight;
      },
    };
  });
  return { stop: () => Promise.all(running.map((r) => r.stop())).then(() => undefined) };
}
