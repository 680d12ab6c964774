import type { LotteryMine } from '../../../../features/promotions/contract/lotteryApi';
import { lotteryDayEnd } from '../../../../features/promotions/contract/lotteryRules';
import type { Queryable } from '../../../db/db';
import { userBalances } from '../../../ledger/userBalances';
import type { PromotionCoins } from '../promotionCoins';
import { drawsToday } from './drawsToday';
import { loadLottery } from './loadLottery';
import { lotteryDraws } from './lotteryDraws';

/**
 * The signed-in user's side of /lottery: their points, draws today and left under the daily limit
 * (0 left while no table is set), when the day resets (00:00 UTC), and their newest draws.
 *
 * @example await lotteryMine(db, new Date(), coins, userId) // { points: '120', drawsLeft: 3, ... }
 */
export async function lotteryMine(q: Queryable, now: Date, coins: PromotionCoins, userId: bigint): Promise<LotteryMine> {
  const state = await loadLottery(q);
  const today = await drawsToday(q, userId, now);
  const points = (await userBalances(q, userId, coins.points)).get(coins.points) ?? 0n;
  const page = await lotteryDraws(q, userId);
  return {
    points: String(points),
    drawsToday: today,
    drawsLeft: state ? Math.max(0, state.dailyLimit - today) : 0,
    resetAt: lotteryDayEnd(now).toISOString(),
    draws: page.draws,
    nextBefore: page.nextBefore,
  };
}
