import type { StockApplication, StockApplicationRequest } from '../../../features/kyc/contract/kycApi';
import type { Db } from '../../db/db';
import { kycErrors } from './kycErrors';
import { stockApplication } from './stockApplication';

/**
 * Applies for the stock pre-purchase, or changes the application while it waits for review; once
 * reviewed it is final (stockReviewed). One per user (the table's key).
 *
 * @example await saveStockApplication(db, userId, { name: 'Ana Lim', quantity: 100, amountUsd: '5000' }, new Date())
 */
export async function saveStockApplication(db: Db, userId: bigint, input: StockApplicationRequest, now: Date): Promise<StockApplication> {
  await db.tx(async (q) => {
    const [row] = await q.query<{ review: string }>('SELECT review FROM stock_applications WHERE user_id = $1 FOR UPDATE', [userId]);
    if (row && row.review !== 'pending') throw kycErrors.stockReviewed();
    await q.query(
      `INSERT INTO stock_applications (user_id, name, quantity, amount_usd, note, created_at, updated_at) VALUES ($1, $2, $3, $4, $5, $6, $6)
       ON CONFLICT (user_id) DO UPDATE SET name = $2, quantity = $3, amount_usd = $4, note = $5, updated_at = $6`,
      [userId, input.name, input.quantity, input.amountUsd, input.note ?? '', now],
    );
  });
  return stockApplication(db, userId);
}
