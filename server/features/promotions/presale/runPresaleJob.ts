import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../../db/db';
import { type JobLease, claimJobLease, releaseJobLease } from '../../../db/jobLease';
import { drawPresaleRound } from './drawPresaleRound';
import './presaleKinds';

/** Rounds drawn per run at most (the next run takes the rest). */
export const PRESALE_ROUNDS_PER_RUN = 20;
const LEASE: JobLease = { table: 'promotions_presale_job', lockKey: 'promotions:presaleJob' };

export type PresaleJobDeps = { db: Db; clock: () => Date; log: Pick<FastifyBaseLogger, 'info' | 'error'>; intervalMs: number };
export type PresaleJobResult = { ran: boolean; drawn: string[]; settled: number; failed: number };

/**
 * One run of the pre-sale job: every round whose window has closed and that is not drawn, or has a
 * subscriber not yet settled, goes through drawPresaleRound — the same draw and settlement as the
 * operator's `presale-draw`, safe to run twice and beside the command (the round's row lock and the
 * settlement keys make each happen once). The earliest closed first, at most PRESALE_ROUNDS_PER_RUN;
 * however long the server was down, the next run finds them. One round's failure is logged and does
 * not stop the others. One instance at a time: a lease as the wealth job's (an economy, not the guarantee).
 *
 * @example await runPresaleJob({ db, clock, log, intervalMs: 60_000 })
 */
export async function runPresaleJob(deps: PresaleJobDeps, options: { force?: boolean } = {}): Promise<PresaleJobResult> {
  const { db, clock, log } = deps;
  const result: PresaleJobResult = { ran: false, drawn: [], settled: 0, failed: 0 };
  const started = clock();
  if (!options.force && !(await claimJobLease(db, LEASE, started, deps.intervalMs))) return result;
  result.ran = true;
  try {
    const due = await db.query<{ id: string }>(
      `SELECT r.id::text AS id FROM presale_rounds r
        WHERE r.closes_at <= $1
          AND (r.drawn_at IS NULL OR EXISTS (SELECT 1 FROM presale_results x WHERE x.round_id = r.id AND x.entry_id IS NULL))
        ORDER BY r.closes_at, r.id LIMIT $2`,
      [started, PRESALE_ROUNDS_PER_RUN],
    );
    const runId = `job-${started.toISOString().replace(/[:]/g, '')}`;
    for (const { id } of due) {
      try {
        const outcome = await drawPresaleRound(db, clock(), id, runId);
        if (outcome.drawn) result.drawn.push(id);
        result.settled += outcome.settled;
      } catch (error) {
        result.failed++;
        log.error({ err: error, roundId: id }, 'pre-sale round draw failed');
      }
    }
    if (result.drawn.length > 0 || result.settled > 0 || result.failed > 0) log.info({ ...result, ms: clock().getTime() - started.getTime() }, 'pre-sale rounds drawn');
  } finally {
    if (!options.force) await releaseJobLease(db, LEASE);
  }
  return result;
}
