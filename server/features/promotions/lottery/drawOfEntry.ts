import type { LotteryDraw } from '../../../../features/promotions/contract/lotteryApi';
import type { Queryable } from '../../../db/db';
import { DRAW_SELECT, type DrawRow, drawOfRow } from './drawOfRow';

/** The draw a journal entry made, for a draw's answer and its replay. */
export async function drawOfEntry(q: Queryable, userId: bigint, entryId: bigint): Promise<LotteryDraw> {
  const [row] = await q.query<DrawRow>(`${DRAW_SELECT} WHERE d.entry_id = $1 AND d.user_id = $2`, [entryId, userId]);
  if (!row) throw new Error(`lottery draw of entry ${entryId} not found for user ${userId}`);
  return drawOfRow(row);
}
