import { PROMOTIONS_ERRORS as CODES } from '../../../../features/promotions/contract/promotionsApi';
import { PROMOTIONS_ERROR_KEYS as KEYS } from '../../../../features/promotions/contract/promotionsErrorKeys';
import { PACKAGE_QUANTITY_MAX } from '../../../../features/promotions/contract/packagesRules';
import { AppError, notFound } from '../../../http/appError';

const fail = (status: number, code: number, msg: string, key: AppError['key'], params?: Record<string, string | number>) =>
  new AppError({ status, code, msg, key, params });

/** The packages' own failures, each with its English msg and translation key. */
export const packagesErrors = {
  notFound: (id: string) => fail(404, CODES.packageNotFound, `There is no package ${id}.`, KEYS.packageNotFound, { id }),
  off: (name: string) => fail(409, CODES.packageOff, `The package ${name} is not on sale at the moment.`, KEYS.packageOff, { name }),
  soldOut: (name: string) => fail(409, CODES.packageSoldOut, `The package ${name} is sold out.`, KEYS.packageSoldOut, { name }),
  stockShort: (name: string, left: string) =>
    fail(409, CODES.packageStockShort, `Only ${left} of the package ${name} are left; exchange at most ${left}.`, KEYS.packageStockShort, { name, left }),
  limitExceeded: (limit: string, left: string) =>
    fail(400, CODES.packageLimitExceeded, `Each person may exchange at most ${limit} of this package; you may still exchange ${left}.`, KEYS.packageLimitExceeded, { limit, left }),
  quantityInvalid: () =>
    fail(400, CODES.packageQuantityInvalid, `The quantity must be a whole number from 1 to ${PACKAGE_QUANTITY_MAX}.`, KEYS.packageQuantityInvalid, { maximum: PACKAGE_QUANTITY_MAX }),
  pointsShort: (needed: string, available: string, coin: string) =>
    fail(400, CODES.packagePointsShort, `You are exchanging more than your available points: this needs ${needed} ${coin}, you have ${available}.`, KEYS.packagePointsShort, { needed, available, coin }),
  balanceShort: (needed: string, available: string, coin: string) =>
    fail(400, CODES.packageBalanceShort, `You are exchanging more than your available balance: this needs ${needed} ${coin}, you have ${available}.`, KEYS.packageBalanceShort, { needed, available, coin }),
  orderNotFound: (id: string) => notFound(`You have no package order ${id}.`),
  invalid: (reason: string) => fail(400, CODES.packageInvalid, `The package was not saved: ${reason}.`, KEYS.packageInvalid, { reason }),
};
