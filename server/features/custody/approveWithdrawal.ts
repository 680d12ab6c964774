import type { Db } from '../../db/db';
import { findWithdrawal } from './withdrawalRow';

export type ApproveOutcome = 'approved' | 'alreadyApproved' | 'notFound' | 'notRequested';

/**
 * An operator approves a withdrawal that waits (`requested` → `approved`); the signer takes it in
 * id order. Idempotent: approving an approved one again changes nothing.
 *
 * @example await approveWithdrawal(db, 42n, 'operator:alice', now)
 */
export async function approveWithdrawal(db: Db, id: bigint, operator: string, now: Date): Promise<ApproveOutcome> {
  return db.tx(async (q) => {
    const row = await findWithdrawal(q, id, true);
    if (!row) return 'notFound';
    if (row.state === 'approved') return 'alreadyApproved';
    if (row.state !== 'requested') return 'notRequested';
    await q.query("UPDATE custody_withdrawals SET state = 'approved', approved_by = $2, updated_at = $3 WHERE id = $1", [id, operator, now]);
    return 'approved';
  });
}
