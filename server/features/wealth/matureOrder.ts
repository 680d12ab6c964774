import type { Db } from '../../db/db';
import { IdempotencyConflictError } from '../../ledger/ledgerErrors';
import { jobInitiator, systemEntryKey } from '../../ledger/systemInitiator';
import type { OrderRow } from './orderRow';
import { payOutOrder } from './payOutOrder';

export type MaturityOutcome = 'matured' | 'replayed' | 'nothingDue';

/**
 * Pays a fixed-term order at its expiry (the maturity job): principal and the full term's
 * interest, settlement `maturity`, a `wealthMatured` notice — one entry posted by the job
 * (`job:wealthMaturity:<runId>`) under the order's key `systemEntryKey('wealthPayout', id)`
 * (payOutOrder), so however often and however many jobs run, the order is paid once; an order the
 * user redeemed meanwhile, or one not yet due, is left alone (nothing moves).
 *
 * @example await matureOrder(db, { now, runId: '20261124T0600Z' }, order)
 */
export async function matureOrder(db: Db, run: { now: Date; runId: string }, order: OrderRow): Promise<MaturityOutcome> {
  const key = systemEntryKey('wealthPayout', order.id);
  try {
    const { replayed } = await payOutOrder(db, order, {
      kind: 'wealth_maturity',
      createdBy: jobInitiator('wealthMaturity', run.runId),
      fingerprint: key,
      at: run.now,
      check: (current, settlement) => {
        if (current.state !== 'unexpired' || settlement !== 'maturity') throw new NothingDue();
      },
      notice: true,
    });
    return replayed ? 'replayed' : 'matured';
  } catch (error) {
    if (error instanceof NothingDue) return 'nothingDue';
    // Not expected (a job's fingerprint is its key), but a job must not stop on it.
    if (error instanceof IdempotencyConflictError) return 'replayed';
    throw error;
  }
}

/** Redeemed already, on demand, or not yet at its expiry: the entry is rolled back, nothing moves. */
class NothingDue extends Error {}
