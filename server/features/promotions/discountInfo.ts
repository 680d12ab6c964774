import type { DiscountInfo } from '../../../features/promotions/contract/promotionsApi';
import { PAY_COIN, PAY_DECIMALS, discountPriceOf } from '../../../features/promotions/contract/promotionsRules';
import { findCoin } from '../../core/coins/coinRow';
import { kycLevelOf } from '../../core/investors/kycLevelOf';
import type { PriceSource } from '../../core/prices/priceSource';
import type { Queryable } from '../../db/db';
import { formatBaseUnits } from '../../ledger/baseUnits';
import { userBalances } from '../../ledger/userBalances';
import { currentPrice } from './currentPrice';
import { discountState } from './discountState';
import { openDiscountEventName } from './openDiscountEventName';
import type { PromotionCoins } from './promotionCoins';
import type { DiscountSettings } from './promotionsSettings';

/**
 * What /discount-buy shows before a purchase: the discounted and the normal price, the cap and what
 * is left of it for this user, the KYC level needed and theirs, an earlier event that shuts them
 * out, and their USDT and token balances.
 *
 * @example await discountInfo(db, prices, coins, settings.discount, userId)
 */
export async function discountInfo(q: Queryable, prices: PriceSource, coins: PromotionCoins, settings: DiscountSettings, userId: bigint): Promise<DiscountInfo> {
  const coin = await findCoin(q, coins.token);
  if (!coin) throw new Error(`promotion coin ${coins.token} is not issued`);
  const token = { symbol: coin.symbol, name: coin.name, decimals: coin.decimals };
  const price = await currentPrice(q, prices, token.symbol);
  const event = await openDiscountEventName(q);
  const state = await discountState(q, userId);
  const earlierEvent = state && state.event !== event ? state.event : null;
  const capUnits = BigInt(settings.cap) * 10n ** BigInt(token.decimals);
  const bought = state && !earlierEvent ? state.bought : 0n;
  const left = earlierEvent ? 0n : capUnits - bought;
  const balances = await userBalances(q, userId);
  return {
    token,
    payCoin: PAY_COIN,
    event,
    discountPercent: settings.percent,
    price: price ? formatBaseUnits(discountPriceOf(price.units, settings.percent), PAY_DECIMALS) : null,
    normalPrice: price ? formatBaseUnits(price.units, PAY_DECIMALS) : null,
    priceSource: price?.source ?? null,
    feePercent: formatBaseUnits(BigInt(settings.feeBp), 2),
    cap: String(settings.cap),
    bought: formatBaseUnits(bought, token.decimals),
    left: formatBaseUnits(left > 0n ? left : 0n, token.decimals),
    kycLevel: (await kycLevelOf(q, userId)).level,
    kycRequired: settings.kycLevel,
    earlierEvent,
    balances: { pay: formatBaseUnits(balances.get(PAY_COIN) ?? 0n, PAY_DECIMALS), token: formatBaseUnits(balances.get(token.symbol) ?? 0n, token.decimals) },
  };
}
