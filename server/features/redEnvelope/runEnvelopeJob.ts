import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/db';
import { type JobLease, claimJobLease, releaseJobLease } from '../../db/jobLease';
import { ENVELOPE_SELECT, type EnvelopeRow } from './envelopeRow';
import { type RefundOutcome, refundEnvelope } from './refundEnvelope';

/** Envelopes refunded per run at most (the next run takes the rest). */
export const REFUNDS_PER_RUN = 500;
const LEASE: JobLease = { table: 'envelope_job', lockKey: 'redEnvelopes:expiryJob' };

/** `log`: the app's logger, or anything with its info and error (scripts/envelope.ts). */
export type EnvelopeJobDeps = { db: Db; clock: () => Date; log: Pick<FastifyBaseLogger, 'info' | 'error'>; intervalMs: number };
export type EnvelopeJobResult = { ran: boolean; outcomes: Record<RefundOutcome, number> };

/**
 * One run of the red envelope expiry job: refunds the unclaimed rest of every envelope past its
 * expiry (refundEnvelope), oldest first, at most REFUNDS_PER_RUN. One instance at a time: the run
 * claims a lease under an advisory lock and skips when another holds it or started less than
 * half an interval ago (as the market job). The lease is an economy, not the guarantee: a refund's
 * idempotency key is the envelope's, so two runs that did overlap would still refund once.
 *
 * @example await runEnvelopeJob({ db, clock, log, intervalMs: 60_000 })
 */
export async function runEnvelopeJob(deps: EnvelopeJobDeps, options: { force?: boolean } = {}): Promise<EnvelopeJobResult> {
  const { db, clock, log } = deps;
  const outcomes: Record<RefundOutcome, number> = { refunded: 0, replayed: 0, nothingLeft: 0 };
  const started = clock();
  if (!options.force && !(await claimJobLease(db, LEASE, started, deps.intervalMs))) return { ran: false, outcomes };
  try {
    const runId = started.toISOString().replace(/[:]/g, '');
    const due = await db.query<EnvelopeRow>(
      `${ENVELOPE_SELECT} WHERE e.refunded_at IS NULL AND e.expires_at <= $1
          AND EXISTS (SELECT 1 FROM envelope_shares s WHERE s.envelope_id = e.id AND s.claimed_by IS NULL)
        ORDER BY e.expires_at, e.id LIMIT $2`,
      [started, REFUNDS_PER_RUN],
    );
    for (const envelope of due) {
      try {
        outcomes[await refundEnvelope(db, { now: clock(), runId }, envelope)]++;
      } catch (error) {
        // One envelope's failure must not stop the others; the next run tries it again.
        log.error({ err: error, envelopeId: String(envelope.id) }, 'red envelope refund failed');
      }
    }
    if (outcomes.refunded > 0) log.info({ ...outcomes, ms: clock().getTime() - started.getTime() }, 'red envelopes refunded');
  } finally {
    if (!options.force) await releaseJobLease(db, LEASE);
  }
  return { ran: true, outcomes };
}
