import { randomUUID } from 'node:crypto';
import type { DevCreditResult } from '../../../../features/cloudWallet/contract/walletApi';
import { RECORD_TYPES } from '../../../../features/cloudWallet/contract/walletRules';
import { loadCoin } from '../../../core/coins/loadCoin';
import { parseCoinAmount } from '../../../core/coins/parseCoinAmount';
import type { Db } from '../../../db/db';
import { formatBaseUnits } from '../../../ledger/baseUnits';
import { ensurePlatformAccount, ensureUserAccount } from '../../../ledger/ensureAccount';
import { requestFingerprint } from '../../../ledger/fingerprint';
import { IdempotencyConflictError } from '../../../ledger/ledgerErrors';
import { postEntry } from '../../../ledger/postEntry';
import { walletErrors } from '../../../ledger/walletErrors';
import { addNotice } from '../../../core/notices/addNotice';
import { insertRecords } from '../../../core/records/insertRecord';
import { findRecord } from '../../../core/records/recordRow';
import { resolveRecipient } from '../../../core/accounts/resolveRecipient';

export type CreditInput = {
  /** E.164 phone or accid of the account to credit. */
  to: string;
  coin: string;
  /** Wire amount in coin units. */
  amount: string;
  memo?: string | null;
  /** Makes a rerun safe; a random one when omitted. A job passes systemEntryKey(…) of what it credits for. */
  idempotencyKey?: string;
  /** 'dev' for the development route, 'operator:<name>' for scripts/credit.ts, jobInitiator(…) for a system job. */
  createdBy: string;
};

/**
 * Credits an account from the platform treasury: the one way money enters the cloud until
 * on-chain deposits exist (the dev route POST /api/dev/credit and the operator's
 * scripts/credit.ts). The treasury goes below zero by the same amount, so every coin still sums
 * to zero over all accounts (ledger/migrations/…_ledger_init.sql). The user sees a record of type 2 (cloud in) from
 * "platform" and a notice. No minimum or daily limit applies.
 *
 * @example await creditAccount(db, new Date(), { to: '12345678', coin: 'USDT', amount: '100', createdBy: 'dev' })
 */
export async function creditAccount(db: Db, now: Date, input: CreditInput): Promise<DevCreditResult> {
  const coin = await loadCoin(db, input.coin);
  const amount = parseCoinAmount('amount', input.amount, coin);
  const recipient = await resolveRecipient(db, input.to);
  const memo = input.memo ? input.memo : null;
  const legs = [
    { accountId: await ensurePlatformAccount(db, 'platform_treasury', coin.symbol), amount: -amount },
    { accountId: await ensureUserAccount(db, recipient.id, coin.symbol), amount },
  ];
  try {
    const { entryId, replayed } = await postEntry(db, {
      kind: 'credit',
      createdBy: input.createdBy,
      idempotencyKey: input.idempotencyKey ?? randomUUID(),
      fingerprint: requestFingerprint({ kind: 'credit', coin: coin.symbol, to: recipient.id, amount, memo }),
      memo,
      at: now,
      legs,
      afterPost: async (q, entryId) => {
        const record = {
          entryId,
          userId: recipient.id,
          coin: coin.symbol,
          type: RECORD_TYPES.cloudIn,
          kind: 'credit',
          direction: 'in',
          amount,
          fee: 0n,
          from: 'platform',
          to: recipient.accid,
          memo,
          status: 'success',
          at: now,
        } as const;
        await insertRecords(q, coin.decimals, [record]);
        await addNotice(q, {
          userId: recipient.id,
          kind: 'credited',
          params: { coin: coin.symbol, amount: formatBaseUnits(amount, coin.decimals), id: String(entryId) },
          at: now,
        });
      },
    });
    const record = await findRecord(db, recipient.id, entryId);
    if (!record) throw new Error(`credit entry ${entryId} has no record`);
    return { record, replayed };
  } catch (error) {
    if (error instanceof IdempotencyConflictError) throw walletErrors.idempotencyConflict();
    throw error;
  }
}
