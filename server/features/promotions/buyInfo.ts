import type { TokenBuyInfo } from '../../../features/promotions/contract/promotionsApi';
import { PAY_COIN, PAY_DECIMALS } from '../../../features/promotions/contract/promotionsRules';
import { findCoin } from '../../core/coins/coinRow';
import type { PriceSource } from '../../core/prices/priceSource';
import type { Queryable } from '../../db/db';
import { formatBaseUnits } from '../../ledger/baseUnits';
import { userBalances } from '../../ledger/userBalances';
import { currentPrice } from './currentPrice';
import type { PromotionCoins } from './promotionCoins';

/**
 * What /buyAU shows before a purchase: the issued coins, the token's price now and its source, the
 * service fee, and the user's USDT, token and points balances.
 *
 * @example await buyInfo(db, prices, coins, 100, userId)
 */
export async function buyInfo(q: Queryable, prices: PriceSource, coins: PromotionCoins, feeBp: number, userId: bigint): Promise<TokenBuyInfo> {
  const issued = async (symbol: string) => {
    const coin = await findCoin(q, symbol);
    if (!coin) throw new Error(`promotion coin ${symbol} is not issued`);
    return { symbol: coin.symbol, name: coin.name, decimals: coin.decimals };
  };
  const [token, second, points] = [await issued(coins.token), await issued(coins.second), await issued(coins.points)];
  const price = await currentPrice(q, prices, token.symbol);
  const balances = await userBalances(q, userId);
  const balance = (symbol: string, decimals: number) => formatBaseUnits(balances.get(symbol) ?? 0n, decimals);
  return {
    token,
    second,
    points,
    payCoin: PAY_COIN,
    price: price ? formatBaseUnits(price.units, PAY_DECIMALS) : null,
    priceSource: price?.source ?? null,
    priceAt: price?.at ? price.at.toISOString() : null,
    feePercent: formatBaseUnits(BigInt(feeBp), 2),
    balances: { pay: balance(PAY_COIN, PAY_DECIMALS), token: balance(token.symbol, token.decimals), points: balance(points.symbol, points.decimals) },
  };
}
