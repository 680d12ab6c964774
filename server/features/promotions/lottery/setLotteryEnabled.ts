import type { Db } from '../../../db/db';
import { lotteryErrors } from './lotteryErrors';

/**
 * Switches the lottery on or off (scripts/promotions.ts lottery-on / lottery-off); the next draw in
 * every server instance sees it. `changed` is false when it already was so (the command says so).
 *
 * @throws AppError noPrizeTable when no prize table was ever set (nothing to switch).
 * @example await setLotteryEnabled(db, new Date(), false, 'operator:alice') // { enabled: false, changed: true }
 */
export async function setLotteryEnabled(db: Db, now: Date, enabled: boolean, by: string): Promise<{ enabled: boolean; changed: boolean }> {
  return db.tx(async (q) => {
    const [row] = await q.query<{ enabled: boolean }>('SELECT enabled FROM promotion_lottery FOR UPDATE');
    if (!row) throw lotteryErrors.noPrizeTable();
    if (row.enabled === enabled) return { enabled, changed: false };
    await q.query('UPDATE promotion_lottery SET enabled = $1, updated_at = $2, updated_by = $3', [enabled, now, by]);
    return { enabled, changed: true };
  });
}
