import { CUSTODY_ERRORS as CODES } from '../../../features/custody/contract/custodyApi';
import { CUSTODY_ERROR_KEYS as KEYS } from '../../../features/custody/contract/custodyErrorKeys';
import { AppError } from '../../http/appError';

const fail = (status: number, code: number, msg: string, key: AppError['key'], params?: Record<string, string | number>) =>
  new AppError({ status, code, msg, key, params });

/** Custody's own failures, each with its English msg and translation key. USD amounts are decimal strings. */
export const custodyErrors = {
  notConfigured: () => fail(503, CODES.notConfigured, 'Blockchain deposits and withdrawals are not available here. You can still receive and send by internal transfer.', KEYS.notConfigured),
  networkUnsupported: (coin: string, chainId: number) =>
    fail(400, CODES.networkUnsupported, `${coin} cannot be moved on chain ${chainId} here.`, KEYS.networkUnsupported, { coin, chainId }),
  addressInvalid: () => fail(400, CODES.addressInvalid, 'This is not a valid address: check it, including upper and lower case.', KEYS.addressInvalid),
  memoRequired: (exchange: string) => fail(400, CODES.memoRequired, `${exchange} needs a memo or tag with this address.`, KEYS.memoRequired, { exchange }),
  amountTooSmall: (coin: string, minimum: string) => fail(400, CODES.amountTooSmall, `The amount must be at least ${minimum} ${coin}.`, KEYS.amountTooSmall, { coin, minimum }),
  noPrice: (coin: string) => fail(400, CODES.noPrice, `${coin} has no price yet, so the withdrawal limit cannot be checked.`, KEYS.noPrice, { coin }),
  overLimit: (period: 'day' | 'month', limit: string, remaining: string) =>
    fail(400, CODES.overLimit, `This goes over your ${period === 'day' ? '24-hour' : 'monthly'} withdrawal limit of ${limit} USD; ${remaining} USD is left.`, KEYS.overLimit, {
      period,
      limit,
      remaining,
    }),
  levelTooLow: () => fail(400, CODES.levelTooLow, 'Set a pay password before withdrawing.', KEYS.levelTooLow),
  ownAddress: () => fail(400, CODES.ownAddress, 'This is your own deposit address; use an internal transfer instead.', KEYS.ownAddress),
};
