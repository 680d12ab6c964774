import type { LotteryInfo } from '../../../../features/promotions/contract/lotteryApi';
import { percentOfWeight } from '../../../../features/promotions/contract/lotteryRules';
import type { Queryable } from '../../../db/db';
import { formatBaseUnits } from '../../../ledger/baseUnits';
import { type LotteryState, loadLottery } from './loadLottery';
import type { PromotionCoins } from '../promotionCoins';

/**
 * The lottery's rules and prize table as everyone may see them (/lottery, logged in or not): on or
 * off, the cost, the daily limit and its UTC day, each prize with its chance and what is left.
 *
 * @example await lotteryInfo(db, coins) // { enabled: true, cost: '10', dailyLimit: 5, prizes: [...] }
 */
export async function lotteryInfo(q: Queryable, coins: PromotionCoins): Promise<LotteryInfo> {
  return infoOf(await loadLottery(q), coins);
}

/** The public shape of a lottery state (also what the operator's commands print). */
export function infoOf(state: LotteryState | null, coins: PromotionCoins): LotteryInfo {
  if (!state) return { enabled: false, configured: false, pointsCoin: coins.points, cost: '0', dailyLimit: 0, dayZone: 'UTC', prizes: [] };
  return {
    enabled: state.enabled,
    configured: true,
    pointsCoin: coins.points,
    cost: String(state.cost),
    dailyLimit: state.dailyLimit,
    dayZone: 'UTC',
    prizes: state.prizes.map((p) => ({
      id: String(p.id),
      coin: p.coin,
      amount: formatBaseUnits(p.amount, p.decimals),
      weight: p.weight,
      percent: percentOfWeight(p.weight),
      stock: p.stock === null ? null : String(p.stock),
      available: p.coin === null || (p.enabled && (p.stock === null || p.stock > 0n)),
    })),
  };
}
