import { getAddress } from 'viem';
import { RECORD_TYPES } from '../../../../features/cloudWallet/contract/walletRules';
import type { Db } from '../../../db/db';
import { formatBaseUnits } from '../../../ledger/baseUnits';
import { ensurePlatformAccount, ensureUserAccount } from '../../../ledger/ensureAccount';
import { postEntry } from '../../../ledger/postEntry';
import { jobInitiator, systemEntryKey } from '../../../ledger/systemInitiator';
import { addNotice } from '../../../core/notices/addNotice';
import { insertRecords } from '../../../core/records/insertRecord';
import '../custodyEntryKinds';

/** A pending deposit with enough confirmations, as creditDeposit needs it. */
export type CreditableDeposit = {
  id: bigint;
  chain_id: string;
  tx_hash: string;
  log_index: number;
  user_id: bigint;
  coin: string;
  decimals: number;
  amount: string;
  from_address: string;
  to_address: string;
  exchange_name: string | null;
};

export type CreditOutcome = 'credited' | 'replayed' | 'notPending';

/**
 * Credits one confirmed deposit: ONE journal entry (`custody_deposit`, the platform treasury to
 * the user) with a type-2 record (type 12 when the sender is a flagged exchange address) and a
 * `depositCredited` notice, and the deposit row marked credited, all in one transaction. The key is
 * the transfer's (chain, tx, log index), never the run's, so watchers that race or rerun credit it
 * once; the row must still be pending (an orphaned one is never credited).
 *
 * @example await creditDeposit(db, deposit, { runId, now })
 */
export async function creditDeposit(db: Db, deposit: CreditableDeposit, run: { runId: string; now: Date }): Promise<CreditOutcome> {
  const amount = BigInt(deposit.amount);
  const accounts = {
    user: await ensureUserAccount(db, deposit.user_id, deposit.coin),
    treasury: await ensurePlatformAccount(db, 'platform_treasury', deposit.coin),
  };
  let outcome: CreditOutcome = 'credited';
  const key = systemEntryKey('custodyDeposit', deposit.chain_id, deposit.tx_hash, deposit.log_index);
  const result = await postEntry(db, {
    kind: 'custody_deposit',
    createdBy: jobInitiator('custodyWatcher', run.runId),
    idempotencyKey: key,
    fingerprint: key,
    memo: null,
    at: run.now,
    legs: [
      { accountId: accounts.treasury, amount: -amount },
      { accountId: accounts.user, amount },
    ],
    beforePost: async (q) => {
      const [row] = await q.query<{ state: string }>('SELECT state FROM custody_deposits WHERE id = $1 FOR UPDATE', [deposit.id]);
      if (row?.state !== 'pending') {
        outcome = 'notPending';
        throw new NotPending();
      }
    },
    afterPost: async (q, entryId) => {
      await q.query("UPDATE custody_deposits SET state = 'credited', credit_entry_id = $2, credited_at = $3 WHERE id = $1", [deposit.id, entryId, run.now]);
      await insertRecords(q, deposit.decimals, [
        {
          entryId,
          userId: deposit.user_id,
          coin: deposit.coin,
          type: deposit.exchange_name ? RECORD_TYPES.exchangeIn : RECORD_TYPES.cloudIn,
          kind: 'deposit',
          direction: 'in',
          amount,
          fee: 0n,
          from: deposit.exchange_name ? `${deposit.exchange_name} ${getAddress(deposit.from_address)}` : getAddress(deposit.from_address),
          to: getAddress(deposit.to_address),
          memo: null,
          status: 'success',
          at: run.now,
        },
      ]);
      await addNotice(q, {
        userId: deposit.user_id,
        kind: 'depositCredited',
        params: { coin: deposit.coin, amount: formatBaseUnits(amount, deposit.decimals), chainId: deposit.chain_id, txHash: deposit.tx_hash },
        at: run.now,
      });
    },
  }).catch((error: unknown) => {
    if (error instanceof NotPending) return null;
    throw error;
  });
  if (result === null) return outcome;
  return result.replayed ? 'replayed' : 'credited';
}

class NotPending extends Error {}
