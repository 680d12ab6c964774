import type { FastifyBaseLogger } from 'fastify';
import type { PublicClient } from 'viem';
import type { Db } from '../../../db/db';
import type { CustodyChain, CustodySettings } from '../custodySettings';
import { type CreditableDeposit, type CreditOutcome, creditDeposit } from './creditDeposit';
import { type ScanResult, scanChain } from './scanChain';

export type ChainWatcherDeps = {
  db: Db;
  client: PublicClient;
  chain: CustodyChain;
  settings: CustodySettings;
  clock: () => Date;
  log: Pick<FastifyBaseLogger, 'info' | 'warn' | 'error'>;
};
export type ChainWatcherResult = { ran: boolean; tip: bigint | null; scanned: number; found: number; reorged: number; credits: Record<CreditOutcome, number> };

/** Passes per run at most: a watcher far behind catches up over several runs, and the lease stays short. */
const PASSES_PER_RUN = 50;
const LEASE_MS = 2 * 60_000;

/**
 * One run of a chain's deposit watcher: under the chain's lease (one instance at a time; a crashed
 * run's lease runs out), scans until it reaches the node's head (scanChain, BLOCKS_PER_PASS a pass),
 * then credits every pending deposit that has the chain's confirmations counted from the highest
 * block scanned (so a reorg within them was seen first) and whose block is still the stored one.
 * Restart-safe: scanning resumes after the last stored block, and a credit's key is the deposit's.
 *
 * @example await runChainWatcher({ db, client, chain, settings, clock, log })
 */
export async function runChainWatcher(deps: ChainWatcherDeps): Promise<ChainWatcherResult> {
  const { db, chain, clock, log } = deps;
  const credits: Record<CreditOutcome, number> = { credited: 0, replayed: 0, notPending: 0 };
  const started = clock();
  const claimed = await db.query(
    `INSERT INTO custody_watchers (chain_id, running_until) VALUES ($1, $2)
     ON CONFLICT (chain_id) DO UPDATE SET running_until = $2
      WHERE custody_watchers.running_until IS NULL OR custody_watchers.running_until < $3
     RETURNING chain_id`,
    [chain.chainId, new Date(started.getTime() + LEASE_MS), started],
  );
  if (claimed.length === 0) return { ran: false, tip: null, scanned: 0, found: 0, reorged: 0, credits };
  const totals = { scanned: 0, found: 0, reorged: 0 };
  let last: ScanResult | null = null;
  try {
    for (let pass = 0; pass < PASSES_PER_RUN; pass++) {
      last = await scanChain({ db, client: deps.client, chain, settings: deps.settings, now: clock });
      totals.scanned += last.scanned;
      totals.found += last.found;
      totals.reorged += last.reorged;
      if (last.reorged > 0) log.warn({ chainId: chain.chainId, dropped: last.reorged }, 'custody watcher: reorg, blocks dropped and rescanned');
      if (last.reorged === 0 && (last.tip === null || last.tip >= last.head)) break;
    }
    const tip = last?.tip ?? null;
    if (tip !== null) {
      const due = await db.query<CreditableDeposit>(
        `SELECT d.id, d.chain_id::text AS chain_id, d.tx_hash, d.log_index, d.user_id, d.coin, c.decimals, d.amount::text AS amount,
                d.from_address, d.to_address, d.exchange_name
           FROM custody_deposits d
           JOIN coins c ON c.symbol = d.coin
           JOIN custody_blocks b ON b.chain_id = d.chain_id AND b.number = d.block_number AND b.hash = d.block_hash
          WHERE d.chain_id = $1 AND d.state = 'pending' AND d.block_number <= $2
          ORDER BY d.block_number, d.id`,
        [chain.chainId, tip - BigInt(chain.confirmations) + 1n],
      );
      const runId = `${chain.chainId}-${started.toISOString().replace(/[:]/g, '')}`;
      for (const deposit of due) {
        try {
          credits[await creditDeposit(db, deposit, { runId, now: clock() })]++;
        } catch (error) {
          // One deposit's failure must not stop the others; the next run tries it again.
          log.error({ err: error, depositId: String(deposit.id) }, 'custody deposit credit failed');
        }
      }
    }
    if (credits.credited > 0 || totals.found > 0) log.info({ chainId: chain.chainId, ...totals, ...credits }, 'custody watcher run');
    return { ran: true, tip, ...totals, credits };
  } finally {
    await db.query('UPDATE custody_watchers SET running_until = NULL WHERE chain_id = $1', [chain.chainId]);
  }
}
