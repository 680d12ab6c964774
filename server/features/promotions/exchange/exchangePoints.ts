import type { PointsExchangeResult } from '../../../../features/promotions/contract/promotionsApi';
import { POINTS_LOT, tokensForPoints } from '../../../../features/promotions/contract/pointsExchangeRules';
import type { AccountDeps } from '../../../core/accounts/accountDeps';
import { loadCoin } from '../../../core/coins/loadCoin';
import { parseCoinAmount } from '../../../core/coins/parseCoinAmount';
import { formatBaseUnits } from '../../../ledger/baseUnits';
import type { PromotionCoins } from '../promotionCoins';
import { promotionsErrors } from '../promotionsErrors';
import { postExchange } from './postExchange';

export type PointsExchangeInput = { points: string; payPassword: string; googleCode?: string; idempotencyKey: string };

/**
 * Exchanges activated points for the platform token: 10 points give 1 token, in whole lots of 10
 * (SPEC §9, as read here). Refused, nothing moved: points that are not whole (amountDecimals), zero
 * (invalid), not a multiple of 10 (exchangeNotLot), more than the user has (exchangeOverPoints:
 * "exchanging more than the available points"), then the pay password as every payment.
 *
 * @example await exchangePoints(deps, coins, userId, { points: '30', payPassword, idempotencyKey }) // 3 AU
 */
export async function exchangePoints(deps: AccountDeps, coins: PromotionCoins, userId: bigint, input: PointsExchangeInput): Promise<PointsExchangeResult> {
  const points = await loadCoin(deps.db, coins.points);
  const token = await loadCoin(deps.db, coins.token);
  const units = parseCoinAmount('points', input.points, points);
  if (units % POINTS_LOT !== 0n) throw promotionsErrors.exchangeNotLot(formatBaseUnits(units, points.decimals), String(POINTS_LOT));
  const tokens = tokensForPoints(units);
  return postExchange(deps, userId, {
    entryKind: 'promotions_points_exchange',
    recordKind: 'pointsExchange',
    give: { coin: points, units },
    get: { coin: token, units: tokens },
    rates: { give: formatBaseUnits(tokensForPoints(POINTS_LOT) / POINTS_LOT, token.decimals), get: String(POINTS_LOT) },
    short: (available) => promotionsErrors.exchangeOverPoints(formatBaseUnits(units, points.decimals), formatBaseUnits(available, points.decimals)),
    auth: input,
    idempotencyKey: input.idempotencyKey,
  });
}
