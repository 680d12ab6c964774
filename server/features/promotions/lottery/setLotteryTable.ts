import type { z } from 'zod';
import type { LotteryInfo } from '../../../../features/promotions/contract/lotteryApi';
import type { lotteryTableInput } from '../../../../features/promotions/contract/lottery';
import { ERROR_KEYS } from '../../../../lib/contract/apiError';
import { loadCoin } from '../../../core/coins/loadCoin';
import { parseCoinAmount } from '../../../core/coins/parseCoinAmount';
import type { Db } from '../../../db/db';
import { badRequest } from '../../../http/appError';
import type { PromotionCoins } from '../promotionCoins';
import { infoOf } from './infoOf';
import { loadLottery } from './loadLottery';

export type LotteryTable = z.output<typeof lotteryTableInput>;

/**
 * Puts a new prize table in force (scripts/promotions.ts lottery-set-prizes), with its cost and
 * daily limit, as a new version: the old prizes stay for the draws that name them, their stock is
 * not carried over. The first table switches the lottery on; a later one keeps the switch as it was
 * unless `enabled` says otherwise. A prize is a coin the wallet lists, other than the points (a draw
 * pays in points), in at most the coin's decimals. Takes the settings row FOR UPDATE: draws under
 * way finish on the old table, every later draw uses the new one, in every server instance.
 *
 * @throws AppError invalid for an unknown coin, the points, or an amount the coin cannot hold (nothing changed).
 * @example await setLotteryTable(db, new Date(), coins, { cost: '10', dailyLimit: 5, prizes }, 'operator:alice')
 */
export async function setLotteryTable(db: Db, now: Date, coins: PromotionCoins, table: LotteryTable, by: string, enabled?: boolean): Promise<LotteryInfo> {
  const prizes: { position: number; coin: string | null; amount: bigint; weight: number; stock: number | null; enabled: boolean }[] = [];
  for (const [position, p] of table.prizes.entries()) {
    if (p.coin === undefined || p.coin === 'nothing') {
      prizes.push({ position, coin: null, amount: 0n, weight: p.weight, stock: null, enabled: p.enabled });
      continue;
    }
    if (p.coin === coins.points) throw invalid(`prizes.${position}.coin`, `${coins.points} cannot be a prize: a draw is paid in it`);
    const coin = await loadCoin(db, p.coin).catch(() => {
      throw invalid(`prizes.${position}.coin`, `${p.coin} is not a coin the wallet lists`);
    });
    const amount = parseCoinAmount(`prizes.${position}.amount`, p.amount ?? '', coin);
    prizes.push({ position, coin: coin.symbol, amount, weight: p.weight, stock: p.stock ?? null, enabled: p.enabled });
  }
  return db.tx(async (q) => {
    const [old] = await q.query<{ version: number; enabled: boolean }>('SELECT version, enabled FROM promotion_lottery FOR UPDATE');
    const version = (old ? Number(old.version) : 0) + 1;
    for (const p of prizes) {
      await q.query(
        `INSERT INTO promotion_lottery_prizes (table_version, position, coin, amount, weight, stock, initial_stock, enabled) VALUES ($1, $2, $3, $4, $5, $6, $6, $7)`,
        [version, p.position, p.coin, String(p.amount), p.weight, p.stock === null ? null : String(p.stock), p.enabled],
      );
    }
    await q.query(
      `INSERT INTO promotion_lottery (id, enabled, cost, daily_limit, version, updated_at, updated_by) VALUES (true, $1, $2, $3, $4, $5, $6)
       ON CONFLICT (id) DO UPDATE SET enabled = EXCLUDED.enabled, cost = EXCLUDED.cost, daily_limit = EXCLUDED.daily_limit, version = EXCLUDED.version, updated_at = EXCLUDED.updated_at, updated_by = EXCLUDED.updated_by`,
      [enabled ?? old?.enabled ?? true, table.cost, table.dailyLimit, version, now, by],
    );
    return infoOf(await loadLottery(q), coins);
  });
}

const invalid = (field: string, reason: string) => badRequest(`${field} is invalid: ${reason}.`, ERROR_KEYS.invalid, { field, reason });
