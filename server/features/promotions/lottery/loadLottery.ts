import type { Queryable } from '../../../db/db';

/** One prize of the table in force; coin null is nothing. Amount in the coin's base units. */
export type LotteryPrizeRow = { id: bigint; position: number; coin: string | null; decimals: number; amount: bigint; weight: number; stock: bigint | null; initialStock: bigint | null; enabled: boolean };

/** The lottery as it stands: its switch, cost (whole points), daily limit and prize table; null when no table was ever set. */
export type LotteryState = { enabled: boolean; cost: bigint; dailyLimit: number; version: number; updatedAt: Date; updatedBy: string; prizes: LotteryPrizeRow[] };

/**
 * Reads the lottery's settings row and the prizes of the table in force, in table order. Inside a
 * draw's transaction `lock` takes the settings row FOR SHARE, so an operator's change (which takes
 * it FOR UPDATE) waits for draws under way and every later draw sees the change.
 *
 * @example const state = await loadLottery(db) // null: no prize table yet
 */
export async function loadLottery(q: Queryable, lock = false): Promise<LotteryState | null> {
  const [row] = await q.query<{ enabled: boolean; cost: string; daily_limit: number; version: number; updated_at: Date; updated_by: string }>(
    `SELECT enabled, cost::text AS cost, daily_limit, version, updated_at, updated_by FROM promotion_lottery${lock ? ' FOR SHARE' : ''}`,
  );
  if (!row) return null;
  const prizes = await q.query<{ id: string; position: number; coin: string | null; decimals: number | null; amount: string; weight: number; stock: string | null; initial_stock: string | null; enabled: boolean }>(
    `SELECT p.id::text AS id, p.position, p.coin, c.decimals::int AS decimals, p.amount::text AS amount, p.weight, p.stock::text AS stock, p.initial_stock::text AS initial_stock, p.enabled
       FROM promotion_lottery_prizes p LEFT JOIN coins c ON c.symbol = p.coin
      WHERE p.table_version = $1 ORDER BY p.position`,
    [row.version],
  );
  return {
    enabled: row.enabled,
    cost: BigInt(row.cost),
    dailyLimit: Number(row.daily_limit),
    version: Number(row.version),
    updatedAt: row.updated_at,
    updatedBy: row.updated_by,
    prizes: prizes.map((p) => ({
      id: BigInt(p.id),
      position: Number(p.position),
      coin: p.coin,
      decimals: Number(p.decimals ?? 0),
      amount: BigInt(p.amount),
      weight: Number(p.weight),
      stock: p.stock === null ? null : BigInt(p.stock),
      initialStock: p.initial_stock === null ? null : BigInt(p.initial_stock),
      enabled: p.enabled,
    })),
  };
}
