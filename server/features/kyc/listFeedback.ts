import type { FeedbackList } from '../../../features/kyc/contract/kycApi';
import type { Queryable } from '../../db/db';

type FeedbackRow = { id: bigint; category: FeedbackList['items'][number]['category']; body: string; screenshot: string | null; state: 'open' | 'answered'; reply: string | null; created_at: Date };

/**
 * What the user sent as feedback, newest first (at most 100), with the operator's answers.
 *
 * @example await listFeedback(db, userId)
 */
export async function listFeedback(q: Queryable, userId: bigint): Promise<FeedbackList> {
  const rows = await q.query<FeedbackRow>('SELECT id, category, body, screenshot, state, reply, created_at FROM feedback WHERE user_id = $1 ORDER BY id DESC LIMIT 100', [userId]);
  return {
    items: rows.map((r) => ({ id: String(r.id), category: r.category, text: r.body, hasScreenshot: r.screenshot !== null, state: r.state, reply: r.reply, createdAt: r.created_at.toISOString() })),
  };
}

