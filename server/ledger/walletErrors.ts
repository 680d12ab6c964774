import { ERROR_KEYS } from '../../lib/contract/apiError';
import { NOT_FOUND } from '../../lib/contract/envelope';
import { ADDRESS_BOOK_ERROR_KEYS } from '../../features/cloudWallet/contract/addressBookErrorKeys';
import { WALLET_ERRORS } from '../../features/cloudWallet/contract/walletApi';
import { AppError } from '../http/appError';

const fail = (status: number, code: number, msg: string, key: AppError['key'], params?: Record<string, string | number>) =>
  new AppError({ status, code, msg, key, params });

/**
 * The failures of the wallet API (features/cloudWallet/contract/wallet.ts WALLET_ERRORS), each with its English msg
 * and translation key, so every route says the same thing for the same case. Amounts in params
 * are decimal strings in coin units.
 */
export const walletErrors = {
  insufficientBalance: (coin: string, balance: string) =>
    fail(400, WALLET_ERRORS.insufficientBalance, `Insufficient ${coin} balance: you have ${balance} ${coin}, not enough for the amount and fee.`, ERROR_KEYS.insufficientBalance, {
      coin,
      balance,
    }),
  belowMinimum: (coin: string, minimum: string) =>
    fail(400, WALLET_ERRORS.belowMinimum, `The amount is below the minimum of ${minimum} ${coin}.`, ERROR_KEYS.belowMinimum, { coin, minimum }),
  dailyLimitExceeded: (coin: string, limit: string, remaining: string) =>
    fail(
      400,
      WALLET_ERRORS.dailyLimitExceeded,
      `This transfer goes over the daily limit of ${limit} ${coin}; ${remaining} ${coin} is left for today (UTC).`,
      ERROR_KEYS.dailyLimitExceeded,
      { coin, limit, remaining },
    ),
  recipientUnknown: () =>
    fail(404, WALLET_ERRORS.recipientUnknown, 'No account has this phone number or account id; check the recipient.', ERROR_KEYS.recipientUnknown),
  selfTransfer: () => fail(400, WALLET_ERRORS.selfTransfer, 'You cannot transfer to your own account.', ERROR_KEYS.selfTransfer),
  coinUnknown: (coin: string) => fail(404, WALLET_ERRORS.coinUnknown, `The coin ${coin} is not supported.`, ERROR_KEYS.coinUnknown, { coin }),
  transferDisabled: (coin: string) =>
    fail(400, WALLET_ERRORS.transferDisabled, `Internal transfers of ${coin} are switched off at the moment.`, ERROR_KEYS.transferDisabled, { coin }),
  idempotencyConflict: () =>
    fail(
      409,
      WALLET_ERRORS.idempotencyConflict,
      'This idempotency key was already used for a different request; make a new key for a new transfer.',
      ERROR_KEYS.idempotencyConflict,
    ),
  amountDecimals: (field: string, coin: string, decimals: number) =>
    fail(400, WALLET_ERRORS.amountDecimals, `${field} has more than ${decimals} decimals, the most ${coin} allows.`, ERROR_KEYS.amountDecimals, {
      field,
      coin,
      decimals,
    }),
  addressInvalid: (field: string, reason: string) =>
    fail(400, WALLET_ERRORS.addressInvalid, `${field} is not a valid address (${reason}).`, ADDRESS_BOOK_ERROR_KEYS.addressInvalid, { field, reason }),
  addressDuplicate: () =>
    fail(409, WALLET_ERRORS.addressDuplicate, 'This address is already in your address book.', ADDRESS_BOOK_ERROR_KEYS.addressDuplicate),
  addressBookFull: (max: number) =>
    fail(400, WALLET_ERRORS.addressBookFull, `The address book holds at most ${max} addresses; delete one first.`, ADDRESS_BOOK_ERROR_KEYS.addressBookFull, { max }),
  /** Someone else's record or address-book entry answers exactly like a missing one. */
  notFound: (what: string) => fail(404, NOT_FOUND, `No such ${what}.`, ERROR_KEYS.notFound),
};
