import { createPublicClient, http } from 'viem';
import { startIntervalJob } from '../../../db/intervalJob';
import type { CustodySettings } from '../custodySettings';
import { type ChainWatcherDeps, runChainWatcher } from './runChainWatcher';

/**
 * A deposit watcher per configured chain (db/intervalJob.ts): a first run at start, then every
 * CUSTODY_POLL_SECONDS; runs of a chain never overlap in this process, and `stop` waits for the
 * runs in flight. The RPC client batches its calls (JSON-RPC batches).
 *
 * @example const watchers = startCustodyWatchers({ db, settings: config.custody, clock, log }); app.addHook('onClose', () => watchers.stop())
 */
export function startCustodyWatchers(deps: Omit<ChainWatcherDeps, 'client' | 'chain'> & { settings: CustodySettings }) {
  const jobs = deps.settings.chains.map((chain) => {
    const client = createPublicClient({ transport: http(chain.rpcUrl, { batch: { batchSize: 100 }, retryCount: 2, timeout: 20_000 }) });
    return startIntervalJob(
      () => runChainWatcher({ ...deps, client, chain }),
      deps.settings.pollMs,
      (error) => deps.log.error({ err: error, chainId: chain.chainId }, 'custody watcher failed; the next run tries again'),
    );
  });
  return { stop: () => Promise.all(jobs.map((job) => job.stop())).then(() => undefined) };
}
