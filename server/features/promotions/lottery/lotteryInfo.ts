import type { LotteryInfo } from '../../../../features/promotions/contract/lotteryApi';
import type { Queryable } from '../../../db/db';
import { infoOf } from './infoOf';
import { loadLottery } from './loadLottery';
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
