import type { LotteryDraw, LotteryDrawsPage } from '../../../../features/promotions/contract/lotteryApi';
import { LOTTERY_DRAWS_PAGE } from '../../../../features/promotions/contract/lotteryRules';
import type { Queryable } from '../../../db/db';
import { formatBaseUnits } from '../../../ledger/baseUnits';

type DrawRow = { id: string; drawn_at: Date; cost: string; coin: string | null; decimals: number | null; amount: string; out_of_stock: boolean };

const SELECT = `SELECT d.id::text AS id, d.drawn_at, d.cost::text AS cost, d.coin, c.decimals::int AS decimals, d.amount::text AS amount, d.out_of_stock
                  FROM promotion_lottery_draws d LEFT JOIN coins c ON c.symbol = d.coin`;

const drawOf = (r: DrawRow): LotteryDraw => ({
  id: r.id,
  at: new Date(r.drawn_at).toISOString(),
  cost: r.cost,
  prize: r.coin === null ? null : { coin: r.coin, amount: formatBaseUnits(BigInt(r.amount), Number(r.decimals ?? 0)) },
  outOfStock: r.out_of_stock,
});

/**
 * A user's draws, newest first, a page at a time: `before` is the previous page's nextBefore.
 *
 * @example await lotteryDraws(db, userId) // { draws: [...10], nextBefore: '41' }
 */
export async function lotteryDraws(q: Queryable, userId: bigint, before?: string): Promise<LotteryDrawsPage> {
  const rows = await q.query<DrawRow>(`${SELECT} WHERE d.user_id = $1 AND ($2::bigint IS NULL OR d.id < $2::bigint) ORDER BY d.id DESC LIMIT $3`, [
    userId,
    before ?? null,
    LOTTERY_DRAWS_PAGE + 1,
  ]);
  const page = rows.slice(0, LOTTERY_DRAWS_PAGE).map(drawOf);
  return { draws: page, nextBefore: rows.length > LOTTERY_DRAWS_PAGE ? page[page.length - 1].id : null };
}

/** The draw a journal entry made, for a draw's answer and its replay. */
export async function drawOfEntry(q: Queryable, userId: bigint, entryId: bigint): Promise<LotteryDraw> {
  const [row] = await q.query<DrawRow>(`${SELECT} WHERE d.entry_id = $1 AND d.user_id = $2`, [entryId, userId]);
  if (!row) throw new Error(`lottery draw of entry ${entryId} not found for user ${userId}`);
  return drawOf(row);
}
