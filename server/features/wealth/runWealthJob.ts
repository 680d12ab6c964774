import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/db';
import { type JobLease, claimJobLease, releaseJobLease } from '../../db/jobLease';
import { type MaturityOutcome, matureOrder } from './matureOrder';
import { ORDER_SELECT, type OrderRow } from './orderRow';

/** Orders paid per run at most (the next run takes the rest). */
export const MATURITIES_PER_RUN = 500;
const LEASE: JobLease = { table: 'wealth_job', lockKey: 'wealth:maturityJob' };

/** `log`: the app's logger, or anything with its info and error (scripts/wealth.ts). */
export type WealthJobDeps = { db: Db; clock: () => Date; log: Pick<FastifyBaseLogger, 'info' | 'error'>; intervalMs: number };
export type WealthJobResult = { ran: boolean; outcomes: Record<MaturityOutcome | 'failed', number> };

/**
 * One run of the wealth maturity job: pays every unexpired fixed-term order whose expiry has come
 * (matureOrder), the earliest first, at most MATURITIES_PER_RUN — however long the server was
 * down, the next run finds them all. One order's failure is logged and does not stop the others
 * (the next run tries it again). One instance at a time: the run claims a lease under an advisory
 * lock and skips when another holds it or started less than half an interval ago (as the envelope
 * job). The lease is an economy, not the guarantee: each payout's key is the order's.
 *
 * @example await runWealthJob({ db, clock, log, intervalMs: 60_000 })
 */
export async function runWealthJob(deps: WealthJobDeps, options: { force?: boolean } = {}): Promise<WealthJobResult> {
  const { db, clock, log } = deps;
  const outcomes: WealthJobResult['outcomes'] = { matured: 0, replayed: 0, nothingDue: 0, failed: 0 };
  const started = clock();
  if (!options.force && !(await claimJobLease(db, LEASE, started, deps.intervalMs))) return { ran: false, outcomes };
  try {
    const runId = started.toISOString().replace(/[:]/g, '');
    const due = await db.query<OrderRow>(
      `${ORDER_SELECT} WHERE o.state = 'unexpired' AND o.expiry_date IS NOT NULL AND o.expiry_date <= $1 ORDER BY o.expiry_date, o.id LIMIT $2`,
      [started, MATURITIES_PER_RUN],
    );
    for (const order of due) {
      try {
        outcomes[await matureOrder(db, { now: clock(), runId }, order)]++;
      } catch (error) {
        outcomes.failed++;
        log.error({ err: error, orderId: String(order.id) }, 'wealth order maturity failed');
      }
    }
    if (outcomes.matured > 0 || outcomes.failed > 0) log.info({ ...outcomes, ms: clock().getTime() - started.getTime() }, 'wealth orders matured');
  } finally {
    if (!options.force) await releaseJobLease(db, LEASE);
  }
  return { ran: true, outcomes };
}
