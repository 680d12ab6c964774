import { lotteryDayOf } from '../../../../features/promotions/contract/lotteryRules';
import type { Queryable } from '../../../db/db';

/**
 * How many times a user drew on the lottery day (UTC) of `now`. Outside a draw's transaction a
 * preview; the draw itself decides with the conditional upsert in drawLottery.ts.
 *
 * @example await drawsToday(db, userId, new Date()) // 2
 */
export async function drawsToday(q: Queryable, userId: bigint, now: Date): Promise<number> {
  const [row] = await q.query<{ draws: number }>('SELECT draws FROM promotion_lottery_daily WHERE user_id = $1 AND day = $2::date', [userId, lotteryDayOf(now)]);
  return row ? Number(row.draws) : 0;
}
