import type { PointsExchangeResult } from '../../../../features/promotions/contract/promotionsApi';
import type { AccountDeps } from '../../../core/accounts/accountDeps';
import { loadCoin } from '../../../core/coins/loadCoin';
import { parseCoinAmount } from '../../../core/coins/parseCoinAmount';
import { formatBaseUnits } from '../../../ledger/baseUnits';
import type { PromotionCoins } from '../promotionCoins';
import { promotionsErrors } from '../promotionsErrors';
import { postExchange } from './postExchange';

export type TokenExchangeInput = { amount: string; payPassword: string; googleCode?: string; idempotencyKey: string };

/**
 * Exchanges the platform token for the second token, 1 for 1 (SPEC §9), to the token's 8 decimals.
 * Refused, nothing moved: more decimals than 8 (amountDecimals), zero (invalid), more than the
 * token balance (exchangeOverBalance), then the pay password as every payment.
 *
 * @example await exchangeToken(deps, coins, userId, { amount: '1.5', payPassword, idempotencyKey }) // 1.5 AUS
 */
export async function exchangeToken(deps: AccountDeps, coins: PromotionCoins, userId: bigint, input: TokenExchangeInput): Promise<PointsExchangeResult> {
  const token = await loadCoin(deps.db, coins.token);
  const second = await loadCoin(deps.db, coins.second);
  if (token.decimals !== second.decimals) throw new Error(`${token.symbol} and ${second.symbol} must have the same decimals to exchange 1:1`);
  const units = parseCoinAmount('amount', input.amount, token);
  return postExchange(deps, userId, {
    entryKind: 'promotions_token_exchange',
    recordKind: 'tokenExchange',
    give: { coin: token, units },
    get: { coin: second, units },
    rates: { give: '1', get: '1' },
    short: (available) => promotionsErrors.exchangeOverBalance(formatBaseUnits(units, token.decimals), formatBaseUnits(available, token.decimals), token.symbol),
    auth: input,
    idempotencyKey: input.idempotencyKey,
  });
}
