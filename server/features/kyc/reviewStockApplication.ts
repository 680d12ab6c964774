import type { Db } from '../../db/db';
import { badRequest, notFound } from '../../http/appError';
import { addNotice } from '../../core/notices/addNotice';

/**
 * The operator's review of a user's stock pre-purchase application (scripts/kyc.ts): accept, or
 * decline with a reason; then it can no longer be changed. The user gets a notice.
 *
 * @example await reviewStockApplication(db, userId, { review: 'accepted' }, new Date())
 */
export async function reviewStockApplication(db: Db, userId: bigint, decision: { review: 'accepted' | 'declined'; reason?: string }, at: Date): Promise<void> {
  await db.tx(async (q) => {
    const [row] = await q.query<{ review: string }>('SELECT review FROM stock_applications WHERE user_id = $1 FOR UPDATE', [userId]);
    if (!row) throw notFound('This user has no stock pre-purchase application.');
    if (row.review !== 'pending') throw badRequest(`The application is already ${row.review}.`);
    const reason = decision.reason?.trim() || null;
    if (decision.review === 'declined' && !reason) throw badRequest('Declining needs a reason.');
    await q.query('UPDATE stock_applications SET review = $2, reason = $3, reviewed_at = $4 WHERE user_id = $1', [userId, decision.review, reason, at]);
    await addNotice(q, { userId, kind: 'stockReviewed', params: { review: decision.review }, at });
  });
}
