import type { WalletRecord } from '../../../features/cloudWallet/contract/walletApi';
import type { RecordStatus, RecordType } from '../../../features/cloudWallet/contract/walletRules';
import type { RecordKind } from '../../../lib/contract/recordKinds';
import type { Queryable } from '../../db/db';
import { type RecordRow, toWalletRecord } from './recordRow';

export type NewRecord = {
  entryId: bigint;
  userId: bigint;
  coin: string;
  type: RecordType;
  /** Declared by the writing feature (its contract's *RecordKinds.ts). */
  kind: RecordKind;
  direction: WalletRecord['direction'];
  amount: bigint;
  fee: bigint;
  from: string;
  to: string;
  memo: string | null;
  status: RecordStatus;
  at: Date;
  /** A swap's other side (coin, base units) and its rate. */
  swap?: { coin: string; amount: bigint; rate: string };
};

/**
 * Writes the users' records of one journal entry in one statement; call it from postEntry's
 * `afterPost`, so the records exist exactly when the money moved. All records are of one coin
 * with `decimals`.
 *
 * @returns the records as the API shows them, in the order given.
 */
export async function insertRecords(q: Queryable, decimals: number, records: readonly NewRecord[]): Promise<WalletRecord[]> {
  const params: unknown[] = [decimals];
  const rows = records.map((r) => {
    const at = params.length;
    params.push(r.entryId, r.userId, r.coin, r.type, r.kind, r.direction, String(r.amount), String(r.fee), r.from, r.to, r.memo, r.status, r.at);
    params.push(r.swap?.coin ?? null, r.swap ? String(r.swap.amount) : null, r.swap?.rate ?? null);
    const p = (i: number) => `$${at + i}`;
    return `(${p(1)}::bigint, ${p(2)}::bigint, ${p(3)}, ${p(4)}::smallint, ${p(5)}, ${p(6)}, ${p(7)}::numeric, ${p(8)}::numeric, ${p(9)}, ${p(10)}, ${p(11)}, ${p(12)}, ${p(13)}::timestamptz, ${p(14)}, ${p(15)}::numeric, ${p(16)})`;
  });
  const inserted = await q.query<RecordRow & { user_id: bigint }>(
    `WITH inserted AS (
       INSERT INTO wallet_records (entry_id, user_id, coin, type, kind, direction, amount, fee, from_label, to_label, memo, status, created_at,
                                   counter_coin, counter_amount, rate)
       VALUES ${rows.join(', ')}
       RETURNING *)
     SELECT i.id, i.entry_id, i.user_id, i.coin, $1::int AS decimals, i.type, i.kind, i.direction, i.amount, i.fee, i.from_label, i.to_label,
            i.memo, i.status, i.created_at, i.counter_coin, i.counter_amount, cc.decimals AS counter_decimals, i.rate
       FROM inserted i LEFT JOIN coins cc ON cc.symbol = i.counter_coin`,
    params,
  );
  // One record per user, entry and coin (a unique key): each one's row.
  return records.map((r) => toWalletRecord(inserted.find((row) => row.user_id === r.userId && row.entry_id === r.entryId && row.coin === r.coin)!));
}
