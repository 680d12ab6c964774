import type { LotteryInfo } from '../../../../features/promotions/contract/lotteryApi';
import { percentOfWeight } from '../../../../features/promotions/contract/lotteryRules';
import { formatBaseUnits } from '../../../ledger/baseUnits';
import type { PromotionCoins } from '../promotionCoins';
import type { LotteryState } from './loadLottery';

/**
 * The public shape of a lottery state: what /lottery shows everyone and what the operator's
 * commands print. A prize is available unless it is off or out of stock ("nothing" always is).
 *
 * @example infoOf(await loadLottery(db), coins).prizes[0].percent // '2.5'
 */
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
