import type { Db } from '../../db/db';
import { formatBaseUnits } from '../../ledger/baseUnits';
import { ensurePlatformAccount, ensureUserAccount } from '../../ledger/ensureAccount';
import { postEntry } from '../../ledger/postEntry';
import { systemEntryKey } from '../../ledger/systemInitiator';
import { addNotice } from '../../core/notices/addNotice';
import { findWithdrawal } from './withdrawalRow';
import './custodyEntryKinds';

export type ReleaseOutcome = 'released' | 'notFound' | 'final' | 'wrongState';

/** Which states each ending may leave: an operator rejects before signing; the signer fails a signed one it could not send or that reverted. */
const FROM: Record<'rejected' | 'failed', readonly string[]> = {
  rejected: ['requested', 'approved'],
  failed: ['approved', 'signing', 'broadcast'],
};

/**
 * Ends a withdrawal as `rejected` (an operator) or `failed` (the signer) and gives the hold back:
 * ONE `custody_withdrawal_release` entry (the hold → the user, amount and fee), the record marked
 * failed and a `withdrawalFailed` notice, in one transaction with the withdrawal locked. Once: the
 * state is checked under the lock, the entry's key is the withdrawal's, and the row holds one
 * release entry (unique; a CHECK forbids a settle beside it).
 *
 * @example await releaseWithdrawal(db, 42n, { to: 'rejected', createdBy: 'operator:alice', reason: 'address on a sanctions list', now })
 */
export async function releaseWithdrawal(
  db: Db,
  id: bigint,
  ending: { to: 'rejected' | 'failed'; createdBy: string; reason: string; now: Date },
): Promise<ReleaseOutcome> {
  const row = await findWithdrawal(db, id);
  if (!row) return 'notFound';
  const total = BigInt(row.amount) + BigInt(row.fee);
  const accounts = { user: await ensureUserAccount(db, row.user_id, row.coin), hold: await ensurePlatformAccount(db, 'custody_withdrawal_hold', row.coin) };
  let outcome: ReleaseOutcome = 'released';
  const key = systemEntryKey('custodyRelease', id);
  try {
    const posted = await postEntry(db, {
      kind: 'custody_withdrawal_release',
      createdBy: ending.createdBy,
      idempotencyKey: key,
      fingerprint: key,
      memo: null,
      at: ending.now,
      legs: [
        { accountId: accounts.hold, amount: -total },
        { accountId: accounts.user, amount: total },
      ],
      beforePost: async (q) => {
        const locked = await findWithdrawal(q, id, true);
        if (locked!.state === 'rejected' || locked!.state === 'failed' || locked!.state === 'confirmed') outcome = 'final';
        else if (!FROM[ending.to].includes(locked!.state)) outcome = 'wrongState';
        if (outcome !== 'released') throw new Abort();
      },
      afterPost: async (q, entryId) => {
        await q.query('UPDATE custody_withdrawals SET state = $2, release_entry_id = $3, reason = $4, updated_at = $5 WHERE id = $1', [
          id,
          ending.to,
          entryId,
          ending.reason.slice(0, 200),
          ending.now,
        ]);
        await q.query("UPDATE wallet_records SET status = 'failed' WHERE entry_id = $1 AND user_id = $2", [row.hold_entry_id, row.user_id]);
        await addNotice(q, {
          userId: row.user_id,
          kind: 'withdrawalFailed',
          params: { coin: row.coin, amount: formatBaseUnits(BigInt(row.amount), row.decimals), chainId: row.chain_id, withdrawalId: String(id) },
          at: ending.now,
        });
      },
    });
    // The same key posted before: this withdrawal was released already.
    if (posted.replayed) return 'final';
  } catch (error) {
    if (error instanceof Abort) return outcome;
    throw error;
  }
  return outcome;
}

class Abort extends Error {}
