import { InvalidAmountError, parseAmount } from '../../../lib/wallet/amount/parseAmount';
import { ERROR_KEYS } from '../../../lib/contract/apiError';
import { badRequest } from '../../http/appError';
import { walletErrors } from '../../ledger/walletErrors';
import type { CoinRow } from './coinRow';

/**
 * A wire amount ("1.5", already shaped by the contract's schema) in the coin's base units,
 * refusing more decimals than the coin has (never rounding), zero, and anything above uint256.
 *
 * @example parseCoinAmount('amount', '1.5', usdt) // 1500000n
 */
export function parseCoinAmount(field: string, text: string, coin: CoinRow): bigint {
  let units: bigint;
  try {
    units = parseAmount(text, coin.decimals);
  } catch (error) {
    if (!(error instanceof InvalidAmountError)) throw error;
    if (error.reason === 'tooManyDecimals') throw walletErrors.amountDecimals(field, coin.symbol, coin.decimals);
    const reason = error.reason === 'tooLarge' ? 'is too large' : 'must be a decimal number such as 1.5';
    throw badRequest(`${field} is invalid: ${reason}.`, ERROR_KEYS.invalid, { field, reason });
  }
  if (units <= 0n) throw badRequest(`${field} is invalid: must be greater than 0.`, ERROR_KEYS.invalid, { field, reason: 'must be greater than 0' });
  return units;
}
