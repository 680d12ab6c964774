import type { Db } from '../../db/db';
import { formatBaseUnits } from '../../ledger/baseUnits';
import { ensurePlatformAccount } from '../../ledger/ensureAccount';
import { type Leg, postEntry } from '../../ledger/postEntry';
import { systemEntryKey } from '../../ledger/systemInitiator';
import { addNotice } from '../../core/notices/addNotice';
import { findWithdrawal } from './withdrawalRow';
import './custodyEntryKinds';

export type SettleOutcome = 'confirmed' | 'alreadyConfirmed' | 'notFound' | 'notSent';

/**
 * A withdrawal's transaction is confirmed (`signing`/`broadcast` → `confirmed`): ONE
 * `custody_withdrawal_settle` entry moves the hold out of the cloud — the amount to the platform
 * treasury (it left on chain), the fee to the fees account — the record turns success and the
 * user gets a `withdrawalConfirmed` notice. Once, as releaseWithdrawal: state checked under the
 * withdrawal's lock, the key is the withdrawal's.
 *
 * @example await settleWithdrawal(db, 42n, { createdBy: jobInitiator('custodySigner', runId), txHash, now })
 */
export async function settleWithdrawal(db: Db, id: bigint, done: { createdBy: string; txHash: string; now: Date }): Promise<SettleOutcome> {
  const row = await findWithdrawal(db, id);
  if (!row) return 'notFound';
  const amount = BigInt(row.amount);
  const fee = BigInt(row.fee);
  const hold = await ensurePlatformAccount(db, 'custody_withdrawal_hold', row.coin);
  const treasury = await ensurePlatformAccount(db, 'platform_treasury', row.coin);
  const legs: Leg[] = [
    { accountId: hold, amount: -(amount + fee) },
    { accountId: treasury, amount },
  ];
  if (fee > 0n) legs.push({ accountId: await ensurePlatformAccount(db, 'platform_fees', row.coin), amount: fee });
  let outcome: SettleOutcome = 'confirmed';
  const key = systemEntryKey('custodySettle', id);
  try {
    const posted = await postEntry(db, {
      kind: 'custody_withdrawal_settle',
      createdBy: done.createdBy,
      idempotencyKey: key,
      fingerprint: key,
      memo: null,
      at: done.now,
      legs,
      beforePost: async (q) => {
        const locked = await findWithdrawal(q, id, true);
        if (locked!.state !== 'signing' && locked!.state !== 'broadcast') {
          outcome = 'notSent';
          throw new Abort();
        }
      },
      afterPost: async (q, entryId) => {
        await q.query("UPDATE custody_withdrawals SET state = 'confirmed', settle_entry_id = $2, tx_hash = $3, updated_at = $4 WHERE id = $1", [
          id,
          entryId,
          done.txHash,
          done.now,
        ]);
        await q.query("UPDATE wallet_records SET status = 'success' WHERE entry_id = $1 AND user_id = $2", [row.hold_entry_id, row.user_id]);
        await addNotice(q, {
          userId: row.user_id,
          kind: 'withdrawalConfirmed',
          params: { coin: row.coin, amount: formatBaseUnits(amount, row.decimals), chainId: row.chain_id, withdrawalId: String(id) },
          at: done.now,
        });
      },
    });
    if (posted.replayed) return 'alreadyConfirmed';
  } catch (error) {
    if (error instanceof Abort) return outcome;
    throw error;
  }
  return outcome;
}

class Abort extends Error {}
