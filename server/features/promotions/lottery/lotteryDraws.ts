import type { LotteryDrawsPage } from '../../../../features/promotions/contract/lotteryApi';
import { LOTTERY_DRAWS_PAGE } from '../../../../features/promotions/contract/lotteryRules';
import type { Queryable } from '../../../db/db';
import { DRAW_SELECT, type DrawRow, drawOfRow } from './drawOfRow';

/**
 * A user's draws, newest first, a page at a time: `before` is the previous page's nextBefore.
 *
 * @example await lotteryDraws(db, userId) // { draws: [...10], nextBefore: '41' }
 */
export async function lotteryDraws(q: Queryable, userId: bigint, before?: string): Promise<LotteryDrawsPage> {
  const rows = await q.query<DrawRow>(`${DRAW_SELECT} WHERE d.user_id = $1 AND ($2::bigint IS NULL OR d.id < $2::bigint) ORDER BY d.id DESC LIMIT $3`, [
    userId,
    before ?? null,
    LOTTERY_DRAWS_PAGE + 1,
  ]);
  const page = rows.slice(0, LOTTERY_DRAWS_PAGE).map(drawOfRow);
  return { draws: page, nextBefore: rows.length > LOTTERY_DRAWS_PAGE ? page[page.length - 1].id : null };
}
