import { ERROR_KEYS } from '../../../../lib/contract/apiError';
import type { Db } from '../../../db/db';
import { badRequest } from '../../../http/appError';
import { lotteryErrors } from './lotteryErrors';

/**
 * Sets what is left of one prize of the table in force (scripts/promotions.ts lottery-stock), named
 * by its position in the table (0 first, as lottery-show lists it): a number, or null for no limit.
 * Draws take stock with a conditional UPDATE of the same row, so a draw under way either took its
 * unit before this or sees the new figure.
 *
 * @throws AppError invalid for no such prize or a "nothing" prize (which has no stock); noPrizeTable.
 * @example await setLotteryStock(db, 0, 50n) // { position: 0, coin: 'USDT', stock: '50', was: '3' }
 */
export async function setLotteryStock(db: Db, position: number, stock: bigint | null): Promise<{ position: number; coin: string; stock: string | null; was: string | null }> {
  return db.tx(async (q) => {
    const [table] = await q.query<{ version: number }>('SELECT version FROM promotion_lottery FOR SHARE');
    if (!table) throw lotteryErrors.noPrizeTable();
    const [prize] = await q.query<{ id: string; coin: string | null; stock: string | null }>(
      'SELECT id::text AS id, coin, stock::text AS stock FROM promotion_lottery_prizes WHERE table_version = $1 AND position = $2 FOR UPDATE',
      [table.version, position],
    );
    if (!prize) throw invalid(`there is no prize at position ${position} (lottery-show lists them from 0)`);
    if (prize.coin === null) throw invalid('a "nothing" prize has no stock');
    await q.query('UPDATE promotion_lottery_prizes SET stock = $2 WHERE id = $1', [prize.id, stock === null ? null : String(stock)]);
    return { position, coin: prize.coin, stock: stock === null ? null : String(stock), was: prize.stock };
  });
}

const invalid = (reason: string) => badRequest(`position is invalid: ${reason}.`, ERROR_KEYS.invalid, { field: 'position', reason });
