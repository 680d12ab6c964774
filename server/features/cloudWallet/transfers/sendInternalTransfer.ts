import type { InternalTransferRequest } from '../../../../features/cloudWallet/contract/wallet';
import { type InternalTransferResult, type WalletRecord } from '../../../../features/cloudWallet/contract/walletApi';
import { RECORD_TYPES } from '../../../../features/cloudWallet/contract/walletRules';
import type { AccountDeps } from '../../../core/accounts/accountDeps';
import { accountErrors } from '../../../core/accounts/accountErrors';
import { loadCoin } from '../../../core/coins/loadCoin';
import { parseCoinAmount } from '../../../core/coins/parseCoinAmount';
import type { Db } from '../../../db/db';
import { useTotpCode } from '../../../core/payment/verifyUserTotp';
import { formatBaseUnits } from '../../../ledger/baseUnits';
import { ensurePlatformAccount, ensureUserAccounts } from '../../../ledger/ensureAccount';
import { requestFingerprint } from '../../../ledger/fingerprint';
import { IdempotencyConflictError, InsufficientFundsError } from '../../../ledger/ledgerErrors';
import { type Leg, findEntryByKey, postEntry } from '../../../ledger/postEntry';
import { walletErrors } from '../../../ledger/walletErrors';
import { addNotice } from '../../../core/notices/addNotice';
import { checkPaymentAuth } from '../../../core/payment/checkPaymentAuth';
import { findUserById } from '../../../core/accounts/userRow';
import { insertRecords } from '../../../core/records/insertRecord';
import { findRecord } from '../../../core/records/recordRow';
import { lookUpRecipient } from './lookUpRecipient';
import { sentToday } from './sentToday';

/** The request as the contract has it (`internalTransferRequest`), the idempotency key resolved from the body or the header. */
export type InternalTransferInput = InternalTransferRequest & { idempotencyKey: string };

/**
 * An internal transfer (SPEC §1, §2 send, §5): from the session's user to another account, in one
 * journal entry: the sender pays amount + fee, the receiver gets the amount, the platform fees
 * account the fee. The order of checks:
 * 1. coin and amount shape (no pay-password attempt is spent on a typo);
 * 2. a retry with a used idempotency key returns the first result before anything else is checked
 *    (a Google code works only once, so a retry could never pass again); another request under
 *    the same key → idempotencyConflict;
 * 3. coin switched on, minimum;
 * 4. pay password (with its lockout), then the Google code when Google verification is on;
 * 5. only then the recipient (lookUpRecipient, limited per user): it exists and is not the sender.
 *    Until the sender has proved who they are, an unknown and a known recipient get the same
 *    answers, so the endpoint does not tell who has an account;
 * 6. inside the posting transaction, with the accounts locked: the Google code is used up, then
 *    the daily limit and the balance are checked.
 * The receiver's record and notice are written in the same transaction, so they appear exactly
 * when the money does; a refused transfer leaves the Google code unused.
 *
 * @example await sendInternalTransfer(deps, session.userId, { coin: 'USDT', to: '+8613800138000', amount: '5', payPassword, idempotencyKey })
 */
export async function sendInternalTransfer(deps: AccountDeps, userId: bigint, input: InternalTransferInput): Promise<InternalTransferResult> {
  const { db } = deps;
  const coin = await loadCoin(db, input.coin);
  const amount = parseCoinAmount('amount', input.amount, coin);
  const memo = input.memo ? input.memo : null;
  const createdBy = `user:${userId}`;
  const fingerprint = requestFingerprint({ kind: 'internal_transfer', coin: coin.symbol, to: input.to, amount, memo });
  const prior = await findEntryByKey(db, createdBy, input.idempotencyKey);
  if (prior) {
    if (prior.fingerprint !== fingerprint) throw walletErrors.idempotencyConflict();
    return { record: await recordOf(db, userId, prior.id), replayed: true };
  }

  const format = (units: bigint) => formatBaseUnits(units, coin.decimals);
  if (!coin.internalTransferEnabled) throw walletErrors.transferDisabled(coin.symbol);
  if (amount < coin.internalMin) throw walletErrors.belowMinimum(coin.symbol, format(coin.internalMin));

  // Sending to yourself is known from your own account alone: refused before a pay-password
  // attempt is spent on it (and it tells nothing about anybody else).
  const self = await findUserById(db, userId);
  if (self && (input.to === self.phone || input.to === self.accid)) throw walletErrors.selfTransfer();

  const { user: sender, google } = await checkPaymentAuth(deps, userId, input);

  const recipient = await lookUpRecipient(deps, userId, input.to);
  if (recipient.id === userId) throw walletErrors.selfTransfer();

  const fee = coin.internalFee;
  const accounts = await ensureUserAccounts(db, coin.symbol, [userId, recipient.id]);
  const legs: Leg[] = [
    { accountId: accounts.get(userId)!, amount: -(amount + fee) },
    { accountId: accounts.get(recipient.id)!, amount },
  ];
  if (fee > 0n) legs.push({ accountId: await ensurePlatformAccount(db, 'platform_fees', coin.symbol), amount: fee });

  const now = deps.clock();
  let sent: WalletRecord | undefined;
  try {
    const { entryId, replayed } = await postEntry(db, {
      kind: 'internal_transfer',
      createdBy,
      idempotencyKey: input.idempotencyKey,
      fingerprint,
      memo,
      at: now,
      legs,
      beforePost: async (q) => {
        // The Google code is used up in the posting transaction: exactly when the money moves.
        if (google && !(await useTotpCode(q, google))) throw accountErrors.googleCodeInvalid();
        const used = await sentToday(q, userId, coin.symbol, now);
        if (used + amount > coin.dailyLimit) {
          const left = coin.dailyLimit > used ? coin.dailyLimit - used : 0n;
          throw walletErrors.dailyLimitExceeded(coin.symbol, format(coin.dailyLimit), format(left));
        }
      },
      afterPost: async (q, entryId) => {
        const shared = { entryId, coin: coin.symbol, kind: 'internalTransfer', amount, from: sender.accid, to: recipient.accid, memo, status: 'success', at: now } as const;
        [sent] = await insertRecords(q, coin.decimals, [
          { ...shared, userId, type: RECORD_TYPES.cloudOut, direction: 'out', fee },
          { ...shared, userId: recipient.id, type: RECORD_TYPES.cloudIn, direction: 'in', fee: 0n },
        ]);
        await addNotice(q, {
          userId: recipient.id,
          kind: 'transferReceived',
          params: { coin: coin.symbol, amount: format(amount), from: sender.accid, id: String(entryId) },
          at: now,
        });
      },
    });
    // A twin request that lost the race to the same key gets the first result from the database.
    return { record: replayed || !sent ? await recordOf(db, userId, entryId) : sent, replayed };
  } catch (error) {
    if (error instanceof InsufficientFundsError) throw walletErrors.insufficientBalance(coin.symbol, format(error.balance));
    if (error instanceof IdempotencyConflictError) throw walletErrors.idempotencyConflict();
    throw error;
  }
}

async function recordOf(db: Db, userId: bigint, entryId: bigint): Promise<WalletRecord> {
  const record = await findRecord(db, userId, entryId);
  if (!record) throw new Error(`entry ${entryId} has no record for user ${userId}`);
  return record;
}
