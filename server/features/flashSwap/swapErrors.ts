import { FLASH_SWAP_ERRORS } from '../../../features/flashSwap/contract/flashSwapApi';
import { FLASH_SWAP_ERROR_KEYS as KEYS } from '../../../features/flashSwap/contract/flashSwapErrorKeys';
import { AppError } from '../../http/appError';

const CODES = FLASH_SWAP_ERRORS;
const fail = (status: number, code: number, msg: string, key: AppError['key'], params?: Record<string, string | number>) =>
  new AppError({ status, code, msg, key, params });

/** The flash swap's own failures, each with its English msg and translation key. USD amounts are decimal strings. */
export const swapErrors = {
  sameCoin: () => fail(400, CODES.sameCoin, 'Choose two different coins to swap.', KEYS.sameCoin),
  swapDisabled: (coin: string) => fail(400, CODES.swapDisabled, `Swaps of ${coin} are switched off at the moment.`, KEYS.swapDisabled, { coin }),
  pairDisabled: (from: string, to: string) =>
    fail(400, CODES.pairDisabled, `Swapping ${from} for ${to} is switched off at the moment.`, KEYS.pairDisabled, { from, to }),
  pricesPaused: () =>
    fail(503, CODES.pricesPaused, 'Swaps are paused while prices are out of date; try again in a few minutes.', KEYS.pricesPaused),
  belowPairMinimum: (minimum: string) =>
    fail(400, CODES.belowPairMinimum, `A swap must be worth at least ${minimum} USD.`, KEYS.belowPairMinimum, { minimum }),
  abovePairMaximum: (maximum: string) =>
    fail(400, CODES.abovePairMaximum, `A swap may be worth at most ${maximum} USD.`, KEYS.abovePairMaximum, { maximum }),
  dailyLimit: (limit: string, remaining: string) =>
    fail(400, CODES.dailyLimit, `This swap goes over the daily limit of ${limit} USD; ${remaining} USD is left for today (UTC).`, KEYS.dailyLimit, {
      limit,
      remaining,
    }),
  usdtMultiple: () => fail(400, CODES.usdtMultiple, 'The USDT amount must be a multiple of 100.', KEYS.usdtMultiple),
  treasuryShort: (coin: string) =>
    fail(400, CODES.treasuryShort, `Not enough ${coin} is available for swaps right now; try a smaller amount.`, KEYS.treasuryShort, { coin }),
  quoteExpired: () => fail(409, CODES.quoteExpired, 'This quote has expired; get a new quote.', KEYS.quoteExpired),
  quoteUsed: () => fail(409, CODES.quoteUsed, 'This quote has already been used; get a new quote.', KEYS.quoteUsed),
  quoteUnknown: () => fail(404, CODES.quoteUnknown, 'There is no such quote; get a new quote.', KEYS.quoteUnknown),
  amountTooSmall: (coin: string) =>
    fail(400, CODES.amountTooSmall, `The amount is too small to give any ${coin}; enter a larger amount.`, KEYS.amountTooSmall, { coin }),
};
