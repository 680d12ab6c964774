import { LOTTERY_ERRORS as CODES, LOTTERY_ERROR_KEYS as KEYS } from '../../../../features/promotions/contract/lotteryApi';
import { AppError } from '../../../http/appError';

const fail = (status: number, code: number, msg: string, key: AppError['key'], params?: Record<string, string | number>) =>
  new AppError({ status, code, msg, key, params });

/** The lottery's refusals, each with its English msg and translation key. Nothing is drawn or taken after any of them. */
export const lotteryErrors = {
  notEnoughPoints: (cost: string, balance: string) =>
    fail(400, CODES.lotteryNotEnoughPoints, `A draw costs ${cost} activated points; you have ${balance}.`, KEYS.lotteryNotEnoughPoints, { cost, balance }),
  dailyLimit: (limit: number, resetAt: string) =>
    fail(429, CODES.lotteryDailyLimit, `You have drawn ${limit} times today, the daily limit; you can draw again after ${resetAt} (00:00 UTC).`, KEYS.lotteryDailyLimit, { limit, resetAt }),
  off: () => fail(409, CODES.lotteryOff, 'The lottery is closed at the moment.', KEYS.lotteryOff),
  noPrizeTable: () => fail(409, CODES.lotteryNoPrizeTable, 'The lottery has no prizes yet.', KEYS.lotteryNoPrizeTable),
};
