import { RECORD_TYPES } from '../../../features/cloudWallet/contract/walletRules';
import { findUserById } from '../../core/accounts/userRow';
import type { Db } from '../../db/db';
import { formatBaseUnits } from '../../ledger/baseUnits';
import { ensurePlatformAccount, ensureUserAccount } from '../../ledger/ensureAccount';
import { postEntry } from '../../ledger/postEntry';
import { jobInitiator, systemEntryKey } from '../../ledger/systemInitiator';
import { addNotice } from '../../core/notices/addNotice';
import { insertRecords } from '../../core/records/insertRecord';
import type { EnvelopeRow } from './envelopeRow';
import './envelopeEntryKinds';

export type RefundOutcome = 'refunded' | 'replayed' | 'nothingLeft';

/**
 * Returns an expired envelope's unclaimed rest to its sender, in one journal entry
 * escrow → sender posted by the job (`job:envelopeExpiry:<runId>`) under the key
 * `systemEntryKey('envelopeRefund', id)`: however often and however many jobs run, the envelope
 * is refunded once. With it, in the same transaction: the envelope marked refunded, a type-10
 * record of kind `redEnvelopeRefund` (money coming back in, from "redEnvelope") and an
 * `envelopeRefunded` notice. The rest is summed inside the transaction with the envelope locked
 * FOR UPDATE, after any claim in flight (claims hold it FOR SHARE), and a claim after expiry is
 * refused, so what is refunded is exactly what no one claimed.
 *
 * @example await refundEnvelope(db, { now, runId: '20261124T0600Z' }, envelope)
 */
export async function refundEnvelope(db: Db, run: { now: Date; runId: string }, envelope: EnvelopeRow): Promise<RefundOutcome> {
  const sender = await findUserById(db, envelope.sender_id);
  if (!sender) throw new Error(`envelope ${envelope.id}: sender ${envelope.sender_id} has no row`);
  const accounts = { sender: await ensureUserAccount(db, sender.id, envelope.coin), escrow: await ensurePlatformAccount(db, 'envelope_escrow', envelope.coin) };
  const decimals = Number(envelope.decimals);
  const idempotencyKey = systemEntryKey('envelopeRefund', envelope.id);
  let rest = 0n;
  try {
    const { replayed } = await postEntry(db, {
      kind: 'envelope_refund',
      createdBy: jobInitiator('envelopeExpiry', run.runId),
      idempotencyKey,
      fingerprint: idempotencyKey,
      memo: null,
      at: run.now,
      legs: async (q) => {
        const [row] = await q.query<{ refunded_at: Date | null; expires_at: Date }>('SELECT refunded_at, expires_at FROM envelopes WHERE id = $1 FOR UPDATE', [envelope.id]);
        if (row.refunded_at || run.now.getTime() < row.expires_at.getTime()) throw new NothingToRefund();
        const [sum] = await q.query<{ rest: string }>('SELECT COALESCE(sum(amount), 0)::text AS rest FROM envelope_shares WHERE envelope_id = $1 AND claimed_by IS NULL', [envelope.id]);
        rest = BigInt(sum.rest);
        if (rest === 0n) throw new NothingToRefund();
        return [
          { accountId: accounts.escrow, amount: -rest },
          { accountId: accounts.sender, amount: rest },
        ];
      },
      afterPost: async (q, entryId) => {
        await q.query('UPDATE envelopes SET refunded_at = $2, refunded_amount = $3, refund_entry_id = $4 WHERE id = $1', [envelope.id, run.now, String(rest), entryId]);
        await insertRecords(q, decimals, [
          {
            entryId,
            userId: sender.id,
            coin: envelope.coin,
            type: RECORD_TYPES.redEnvelopeReceived,
            kind: 'redEnvelopeRefund',
            direction: 'in',
            amount: rest,
            fee: 0n,
            from: 'redEnvelope',
            to: sender.accid,
            memo: envelope.wishes || null,
            status: 'success',
            at: run.now,
          },
        ]);
        await addNotice(q, {
          userId: sender.id,
          kind: 'envelopeRefunded',
          params: { coin: envelope.coin, amount: formatBaseUnits(rest, decimals), envelopeId: String(envelope.id) },
          at: run.now,
        });
      },
    });
    return replayed ? 'replayed' : 'refunded';
  } catch (error) {
    if (error instanceof NothingToRefund) return 'nothingLeft';
    throw error;
  }
}

/** Not expired yet, already refunded, or every share claimed: the entry is rolled back, nothing moves. */
class NothingToRefund extends Error {}
