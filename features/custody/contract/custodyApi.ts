import type { z } from 'zod';
import type * as schemas from './custody';

/** The zod-free half of the custody contract: paths, response types and failure codes. Every path needs the login token. */
export const CUSTODY_PATHS = {
  /** GET ?coin: the networks of a coin (minimum, confirmations, fee), the limits left; configured: false when off. */
  info: '/api/custody/info',
  /** POST { coin, chainId }: the user's deposit address on that network (assigned once). */
  depositAddress: '/api/custody/depositAddress',
  /** GET ?coin: the user's deposits, newest first, with their confirmation counts. */
  deposits: '/api/custody/deposits',
  /** POST { coin, chainId, to, amount, memo?, payPassword, googleCode?, idempotencyKey }: a withdrawal. */
  withdraw: '/api/custody/withdraw',
  /** GET ?coin: the user's withdrawals, newest first. */
  withdrawals: '/api/custody/withdrawals',
} as const;

export type CustodyInfo = z.output<typeof schemas.custodyInfo>;
export type CustodyNetwork = z.output<typeof schemas.custodyNetwork>;
export type DepositAddress = z.output<typeof schemas.depositAddress>;
export type Deposit = z.output<typeof schemas.deposit>;
export type DepositList = z.output<typeof schemas.depositList>;
export type Withdrawal = z.output<typeof schemas.withdrawal>;
export type WithdrawalList = z.output<typeof schemas.withdrawalList>;
export type WithdrawResult = z.output<typeof schemas.withdrawResult>;
/** A withdrawal request as the client sends it (the server requires the idempotency key, in the body or the header). */
export type WithdrawRequest = z.input<typeof schemas.withdrawRequest>;

/** Failure codes beyond USER_ERRORS and WALLET_ERRORS (35001-35099). */
export const CUSTODY_ERRORS = {
  notConfigured: 35001,
  networkUnsupported: 35002,
  addressInvalid: 35003,
  memoRequired: 35004,
  amountTooSmall: 35005,
  noPrice: 35006,
  overLimit: 35007,
  levelTooLow: 35008,
  ownAddress: 35009,
} as const;
