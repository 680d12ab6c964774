import { FEEDBACK_TEXT_MAX } from '../../../features/kyc/contract/kycRules';
import type { Db } from '../../db/db';
import { badRequest, notFound } from '../../http/appError';
import { addNotice } from '../../core/notices/addNotice';

/**
 * The operator answers one feedback message (scripts/kyc.ts); the user sees the answer in their list
 * of what they sent and gets a notice.
 *
 * @example await answerFeedback(db, 12n, 'Fixed in the next release, thank you.', new Date())
 */
export async function answerFeedback(db: Db, feedbackId: bigint, reply: string, at: Date): Promise<void> {
  const text = reply.trim();
  if (!text || [...text].length > FEEDBACK_TEXT_MAX) throw badRequest(`An answer is 1 to ${FEEDBACK_TEXT_MAX} characters.`);
  await db.tx(async (q) => {
    const [row] = await q.query<{ user_id: bigint }>("UPDATE feedback SET state = 'answered', reply = $2, answered_at = $3 WHERE id = $1 RETURNING user_id", [feedbackId, text, at]);
    if (!row) throw notFound(`There is no feedback ${feedbackId}.`);
    await addNotice(q, { userId: row.user_id, kind: 'feedbackAnswered', params: { id: String(feedbackId) }, at });
  });
}
