import { WEALTH_ERRORS as CODES } from '../../../features/wealth/contract/wealthApi';
import { WEALTH_ERROR_KEYS as KEYS } from '../../../features/wealth/contract/wealthErrorKeys';
import { AppError } from '../../http/appError';

const fail = (status: number, code: number, msg: string, key: AppError['key'], params?: Record<string, string | number>) =>
  new AppError({ status, code, msg, key, params });

/** The wealth feature's own failures, each with its English msg (the en.json wording) and translation key. Amounts are decimal strings. */
export const wealthErrors = {
  productUnknown: () => fail(404, CODES.productUnknown, 'There is no such wealth product.', KEYS.productUnknown),
  productClosed: () => fail(409, CODES.productClosed, 'This product is no longer on sale.', KEYS.productClosed),
  belowMinimum: (minimum: string, coin: string) => fail(400, CODES.belowMinimum, `The smallest order is ${minimum} ${coin}.`, KEYS.belowMinimum, { minimum, coin }),
  quotaExceeded: (remaining: string, coin: string) =>
    fail(400, CODES.quotaExceeded, `Only ${remaining} ${coin} of this product's quota is left.`, KEYS.quotaExceeded, { remaining, coin }),
  perUserExceeded: (max: string, remaining: string, coin: string) =>
    fail(400, CODES.perUserExceeded, `You may hold at most ${max} ${coin} in this product; you can add ${remaining} ${coin}.`, KEYS.perUserExceeded, { max, remaining, coin }),
  orderUnknown: () => fail(404, CODES.orderUnknown, 'There is no such order.', KEYS.orderUnknown),
  alreadyRedeemed: () => fail(409, CODES.alreadyRedeemed, 'This order has already been redeemed.', KEYS.alreadyRedeemed),
  earlyNeedsConsent: () =>
    fail(400, CODES.earlyNeedsConsent, 'Redeeming before the expiry date earns no interest: confirm that you accept this.', KEYS.earlyNeedsConsent),
};
