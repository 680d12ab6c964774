import type { StockApplication } from '../../../features/kyc/contract/kycApi';
import type { Queryable } from '../../db/db';

type StockRow = {
  name: string;
  quantity: number;
  amount_usd: string;
  note: string;
  review: 'pending' | 'accepted' | 'declined';
  reason: string | null;
  updated_at: Date;
};

/**
 * The user's stock pre-purchase application (SPEC §4: applied or not applied) as the form shows it.
 *
 * @example await stockApplication(db, userId) // { applied: false, application: null }
 */
export async function stockApplication(q: Queryable, userId: bigint): Promise<StockApplication> {
  const [row] = await q.query<StockRow>('SELECT name, quantity, amount_usd::text, note, review, reason, updated_at FROM stock_applications WHERE user_id = $1', [userId]);
  if (!row) return { applied: false, application: null };
  return {
    applied: true,
    application: { name: row.name, quantity: row.quantity, amountUsd: row.amount_usd, note: row.note, review: row.review, reason: row.reason, updatedAt: row.updated_at.toISOString() },
  };
}
