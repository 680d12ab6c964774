import type { PointsExchangeInfo } from '../../../../features/promotions/contract/promotionsApi';
import { POINTS_LOT, POINTS_PER_TOKEN } from '../../../../features/promotions/contract/pointsExchangeRules';
import { loadCoin } from '../../../core/coins/loadCoin';
import type { Queryable } from '../../../db/db';
import { formatBaseUnits } from '../../../ledger/baseUnits';
import { userBalances } from '../../../ledger/userBalances';
import type { PromotionCoins } from '../promotionCoins';

/**
 * What the points card and the exchange panel show: the three issued coins, the rates, and the
 * user's points, token and second-token balances.
 *
 * @example await exchangeInfo(db, coins, userId) // { pointsPerToken: 10, balances: { points: '50', … } }
 */
export async function exchangeInfo(q: Queryable, coins: PromotionCoins, userId: bigint): Promise<PointsExchangeInfo> {
  const [token, second, points] = [await loadCoin(q, coins.token), await loadCoin(q, coins.second), await loadCoin(q, coins.points)];
  const balances = await userBalances(q, userId);
  const balance = (coin: { symbol: string; decimals: number }) => formatBaseUnits(balances.get(coin.symbol) ?? 0n, coin.decimals);
  const pick = (coin: { symbol: string; name: string; decimals: number }) => ({ symbol: coin.symbol, name: coin.name, decimals: coin.decimals });
  return {
    token: pick(token),
    second: pick(second),
    points: pick(points),
    pointsPerToken: Number(POINTS_PER_TOKEN),
    pointsLot: Number(POINTS_LOT),
    balances: { points: balance(points), token: balance(token), second: balance(second) },
  };
}
