import type { FeedbackList, FeedbackRequest } from '../../../features/kyc/contract/kycApi';
import type { Db } from '../../db/db';
import { kycErrors } from './kycErrors';
import { listFeedback } from './listFeedback';

/**
 * Sends feedback: a category, the text and optionally a screenshot the user uploaded for it
 * (purpose `screenshot`, the upload rules of documents).
 *
 * @example await sendFeedback(db, userId, { category: 'bug', text: 'The chart does not load.' }, new Date())
 */
export async function sendFeedback(db: Db, userId: bigint, input: FeedbackRequest, now: Date): Promise<FeedbackList> {
  if (input.screenshot !== undefined) {
    const [file] = await db.query('SELECT 1 FROM kyc_files WHERE id = $1 AND user_id = $2 AND purpose = $3', [input.screenshot, userId, 'screenshot']);
    if (!file) throw kycErrors.fileUnknown();
  }
  await db.query('INSERT INTO feedback (user_id, category, body, screenshot, created_at) VALUES ($1, $2, $3, $4, $5)', [
    userId,
    input.category,
    input.text,
    input.screenshot ?? null,
    now,
  ]);
  return listFeedback(db, userId);
}
