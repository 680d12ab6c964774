import { type RecordPage, type WalletRecord } from '../../../features/cloudWallet/contract/walletApi';
import type { RecordStatus, RecordType } from '../../../features/cloudWallet/contract/walletRules';
import type { Queryable } from '../../db/db';
import { formatBaseUnits } from '../../ledger/baseUnits';

/** A `wallet_records` row joined with its coin's decimals, as the adapters return it. */
export type RecordRow = {
  id: bigint;
  entry_id: bigint;
  coin: string;
  decimals: number;
  type: number;
  kind: WalletRecord['kind'];
  direction: WalletRecord['direction'];
  amount: string;
  fee: string;
  from_label: string;
  to_label: string;
  memo: string | null;
  status: RecordStatus;
  created_at: Date;
  counter_coin: string | null;
  counter_amount: string | null;
  counter_decimals: number | null;
  rate: string | null;
};

const SELECT = `SELECT r.id, r.entry_id, r.coin, c.decimals, r.type, r.kind, r.direction, r.amount, r.fee,
                       r.from_label, r.to_label, r.memo, r.status, r.created_at,
                       r.counter_coin, r.counter_amount, cc.decimals AS counter_decimals, r.rate
                  FROM wallet_records r JOIN coins c ON c.symbol = r.coin
                  LEFT JOIN coins cc ON cc.symbol = r.counter_coin`;

/**
 * A page of the user's records, newest first, optionally of one coin and one type. The cursor is
 * the last row's internal id (opaque to the client: it passes nextCursor back).
 *
 * @example await listRecords(db, userId, { coin: 'USDT', type: 1, cursor: null, limit: 20 })
 */
export async function listRecords(
  q: Queryable,
  userId: bigint,
  filter: { coin?: string; type?: number; cursor?: string; limit: number },
): Promise<RecordPage> {
  const rows = await q.query<RecordRow>(
    `${SELECT}
      WHERE r.user_id = $1
        AND ($2::text IS NULL OR r.coin = $2)
        AND ($3::smallint IS NULL OR r.type = $3)
        AND ($4::bigint IS NULL OR r.id < $4)
      ORDER BY r.id DESC
      LIMIT $5`,
    [userId, filter.coin ?? null, filter.type ?? null, filter.cursor ?? null, filter.limit + 1],
  );
  const page = rows.slice(0, filter.limit);
  return {
    items: page.map(toWalletRecord),
    nextCursor: rows.length > filter.limit ? String(page[page.length - 1].id) : null,
  };
}

/**
 * The user's own record of an entry; null for an entry that did not touch this user. A swap has two
 * (the coin paid and the coin received): the one paid, unless `coin` picks the other.
 */
export async function findRecord(q: Queryable, userId: bigint, entryId: bigint | string, coin?: string): Promise<WalletRecord | null> {
  const [row] = await q.query<RecordRow>(
    `${SELECT} WHERE r.user_id = $1 AND r.entry_id = $2 AND ($3::text IS NULL OR r.coin = $3) ORDER BY r.direction DESC LIMIT 1`,
    [userId, entryId, coin ?? null],
  );
  return row ? toWalletRecord(row) : null;
}

/** A row as the API shows it: amounts in coin units, the entry id as the record's id. */
export function toWalletRecord(row: RecordRow): WalletRecord {
  const decimals = Number(row.decimals);
  return {
    id: String(row.entry_id),
    type: Number(row.type) as RecordType,
    kind: row.kind,
    direction: row.direction,
    coin: row.coin,
    amount: formatBaseUnits(BigInt(row.amount), decimals),
    fee: formatBaseUnits(BigInt(row.fee), decimals),
    gasFee: null,
    from: row.from_label,
    to: row.to_label,
    memo: row.memo,
    status: row.status,
    time: row.created_at.toISOString(),
    swap:
      row.counter_coin && row.counter_amount && row.rate
        ? { coin: row.counter_coin, amount: formatBaseUnits(BigInt(row.counter_amount), Number(row.counter_decimals)), rate: row.rate }
        : null,
  };
}
