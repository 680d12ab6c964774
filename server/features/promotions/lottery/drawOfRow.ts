import type { LotteryDraw } from '../../../../features/promotions/contract/lotteryApi';
import { formatBaseUnits } from '../../../ledger/baseUnits';

/** A promotion_lottery_draws row as DRAW_SELECT reads it. */
export type DrawRow = { id: string; drawn_at: Date; cost: string; coin: string | null; decimals: number | null; amount: string; out_of_stock: boolean };

/** The columns a draw is shown with, the prize coin's decimals joined. */
export const DRAW_SELECT = `SELECT d.id::text AS id, d.drawn_at, d.cost::text AS cost, d.coin, c.decimals::int AS decimals, d.amount::text AS amount, d.out_of_stock
                  FROM promotion_lottery_draws d LEFT JOIN coins c ON c.symbol = d.coin`;

/** A draw row as the API shows it. */
export const drawOfRow = (r: DrawRow): LotteryDraw => ({
  id: r.id,
  at: new Date(r.drawn_at).toISOString(),
  cost: r.cost,
  prize: r.coin === null ? null : { coin: r.coin, amount: formatBaseUnits(BigInt(r.amount), Number(r.decimals ?? 0)) },
  outOfStock: r.out_of_stock,
});
