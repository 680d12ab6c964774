import type { AccountDeps } from '../accounts/accountDeps';
import { accountErrors } from '../accounts/accountErrors';
import { findUserById, type UserRow } from '../accounts/userRow';
import type { Queryable } from '../../db/db';
import type { AppError } from '../../http/appError';
import { formatBaseUnits } from '../../ledger/baseUnits';
import { ensurePlatformAccount, ensureUserAccount, type PlatformAccountKind } from '../../ledger/ensureAccount';
import type { EntryKind } from '../../ledger/entryKinds';
import { IdempotencyConflictError, InsufficientFundsError } from '../../ledger/ledgerErrors';
import { postEntry } from '../../ledger/postEntry';
import { walletErrors } from '../../ledger/walletErrors';
import { checkPaymentAuth } from './checkPaymentAuth';
import { useTotpCode } from './verifyUserTotp';

/** What the feature's own steps of a payment see: the paying user's row and the entry's time. */
export type Paying = { user: UserRow; at: Date };

/** A payment from a user's balance into one of the platform's accounts, as the feature describes it. */
export type PlatformPayment = {
  coin: { symbol: string; decimals: number };
  /** The platform account that receives the money (an escrow, a withdrawal hold). */
  platform: PlatformAccountKind;
  amount: bigint;
  entry: { kind: EntryKind; createdBy: string; idempotencyKey: string; fingerprint: string };
  /** The refusal for a user without a pay password (checkPaymentAuth). */
  notSet?: () => AppError;
  /** Inside the posting transaction, once the user's row is locked and the Google code used up: the feature's limits. */
  beforePost?: (q: Queryable, paying: Paying) => Promise<void>;
  /** Inside the posting transaction, once the money has moved: the feature's rows and the user's record. */
  afterPost: (q: Queryable, paying: Paying & { entryId: bigint }) => Promise<void>;
};

/**
 * The money request of a feature that takes a user's money into a platform account (a withdrawal's
 * hold, a red envelope's escrow), after the feature's own checks and its idempotent replay: the
 * pay password and Google code (checkPaymentAuth), the two ledger accounts, then one journal entry
 * whose transaction locks the user's row (so the user's requests pass their limits one at a time),
 * uses up the Google code, runs the feature's `beforePost`, moves the money and runs its `afterPost`.
 * A short balance or a reused idempotency key come back as the wallet's failures.
 *
 * @example const { entryId } = await payIntoPlatform(deps, userId, input, { coin, platform: 'envelope_escrow', amount, entry, afterPost })
 */
export async function payIntoPlatform(
  deps: AccountDeps,
  userId: bigint,
  auth: { payPassword: string; googleCode?: string },
  payment: PlatformPayment,
): Promise<{ entryId: bigint }> {
  const { db } = deps;
  const { coin } = payment;
  const { user, google } = await checkPaymentAuth(deps, userId, auth, payment.notSet);
  const accounts = { user: await ensureUserAccount(db, userId, coin.symbol), platform: await ensurePlatformAccount(db, payment.platform, coin.symbol) };
  const at = deps.clock();
  try {
    const { entryId } = await postEntry(db, {
      ...payment.entry,
      memo: null,
      at,
      legs: [
        { accountId: accounts.user, amount: -payment.amount },
        { accountId: accounts.platform, amount: payment.amount },
      ],
      beforePost: async (q) => {
        await findUserById(q, userId, true);
        if (google && !(await useTotpCode(q, google))) throw accountErrors.googleCodeInvalid();
        await payment.beforePost?.(q, { user, at });
      },
      afterPost: async (q, entryId) => payment.afterPost(q, { user, at, entryId }),
    });
    return { entryId };
  } catch (error) {
    if (error instanceof InsufficientFundsError) throw walletErrors.insufficientBalance(coin.symbol, formatBaseUnits(error.balance, coin.decimals));
    if (error instanceof IdempotencyConflictError) throw walletErrors.idempotencyConflict();
    throw error;
  }
}
