import type { Db } from './db';

/**
 * The one-row lease tables of the background jobs. A feature with a job adds its table by
 * declaration merging, in its registration, beside the migration that creates the table:
 *
 * @example
 * // server/features/wealth/wealthFeature.ts
 * declare module '../../db/jobLease' { interface JobTables { wealth_job: true } }
 */
// An interface, not a union: a feature adds members by declaration merging. Empty here: the core has no job.
export interface JobTables {}

/** A background job's one-row lease table (running_until, last_started_at) and its advisory lock key. */
export type JobLease = { table: keyof JobTables; lockKey: string };

/**
 * Takes a background job's lease, so one instance runs at a time: under a transaction-scoped
 * advisory lock (a concurrent claimer skips at once), and only when no lease is live and the last
 * run started at least half an interval ago. The lease lasts two intervals (five minutes at
 * least), so a crashed run frees it; releaseJobLease ends it.
 *
 * @example if (!(await claimJobLease(db, { table: 'market_job', lockKey: 'market:job' }, now, 60_000))) return 'skipped'
 */
export async function claimJobLease(db: Db, lease: JobLease, now: Date, intervalMs: number): Promise<boolean> {
  return db.tx(async (q) => {
    const [lock] = await q.query<{ ok: boolean }>('SELECT pg_try_advisory_xact_lock(hashtext($1)) AS ok', [lease.lockKey]);
    if (!lock?.ok) return false;
    const claimed = await q.query(
      `UPDATE ${lease.table} SET running_until = $1, last_started_at = $2
        WHERE (running_until IS NULL OR running_until < $2) AND (last_started_at IS NULL OR last_started_at <= $3)
        RETURNING id`,
      [new Date(now.getTime() + Math.max(2 * intervalMs, 5 * 60_000)), now, new Date(now.getTime() - intervalMs / 2)],
    );
    return claimed.length === 1;
  });
}

/** Ends a run's lease (the next run may start once half an interval has passed since this one started). */
export async function releaseJobLease(db: Db, lease: JobLease): Promise<void> {
  await db.query(`UPDATE ${lease.table} SET running_until = NULL`);
}
