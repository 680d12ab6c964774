import type { AddressBookEntry } from '../../../../features/cloudWallet/contract/walletApi';
import { ADDRESS_BOOK_MAX } from '../../../../features/cloudWallet/contract/walletRules';
import type { Queryable } from '../../../db/db';
import { walletErrors } from '../../../ledger/walletErrors';

/**
 * The cloud address book's rows. Every statement is scoped to the session's user id, so another
 * user's entry id behaves exactly like a missing one (no IDOR). Addresses arrive validated and
 * normalised (validateBookAddress.ts).
 */

type Row = { id: bigint; name: string; address: string; coin: string | null; created_at: Date };
const COLUMNS = 'id, name, address, coin, created_at';
const toEntry = (row: Row): AddressBookEntry => ({
  id: String(row.id),
  name: row.name,
  address: row.address,
  coin: row.coin,
  createdAt: row.created_at.toISOString(),
});
const UNIQUE_VIOLATION = '23505';
const isUniqueViolation = (error: unknown) => (error as { code?: string }).code === UNIQUE_VIOLATION;

/** The user's entries, newest first; with `coin`, those of that coin and those without a coin. */
export async function listAddresses(q: Queryable, userId: bigint, coin?: string): Promise<AddressBookEntry[]> {
  const rows = await q.query<Row>(
    `SELECT ${COLUMNS} FROM address_book WHERE user_id = $1 AND ($2::text IS NULL OR coin IS NULL OR coin = $2) ORDER BY id DESC`,
    [userId, coin ?? null],
  );
  return rows.map(toEntry);
}

/**
 * Adds an entry; the same address twice → addressDuplicate; past ADDRESS_BOOK_MAX → addressBookFull.
 * The count and the insert are one statement, so parallel adds cannot overfill the book.
 */
export async function addAddress(
  q: Queryable,
  userId: bigint,
  entry: { name: string; address: string; coin: string | null },
  at: Date,
): Promise<AddressBookEntry> {
  let rows: Row[];
  try {
    rows = await q.query<Row>(
      `INSERT INTO address_book (user_id, name, address, coin, created_at)
       SELECT $1, $2, $3, $4, $5 WHERE (SELECT count(*) FROM address_book WHERE user_id = $1) < $6
       RETURNING ${COLUMNS}`,
      [userId, entry.name, entry.address, entry.coin, at, ADDRESS_BOOK_MAX],
    );
  } catch (error) {
    if (isUniqueViolation(error)) throw walletErrors.addressDuplicate();
    throw error;
  }
  if (!rows[0]) throw walletErrors.addressBookFull(ADDRESS_BOOK_MAX);
  return toEntry(rows[0]);
}

/** Replaces name, address and coin of the user's entry `id`; someone else's id → not found. */
export async function updateAddress(
  q: Queryable,
  userId: bigint,
  id: string,
  entry: { name: string; address: string; coin: string | null },
): Promise<AddressBookEntry> {
  let rows: Row[];
  try {
    rows = await q.query<Row>(
      `UPDATE address_book SET name = $3, address = $4, coin = $5 WHERE id = $1 AND user_id = $2 RETURNING ${COLUMNS}`,
      [id, userId, entry.name, entry.address, entry.coin],
    );
  } catch (error) {
    if (isUniqueViolation(error)) throw walletErrors.addressDuplicate();
    throw error;
  }
  if (!rows[0]) throw walletErrors.notFound('address book entry');
  return toEntry(rows[0]);
}

/** Deletes the user's entry `id`; someone else's id → not found. */
export async function deleteAddress(q: Queryable, userId: bigint, id: string): Promise<void> {
  const rows = await q.query('DELETE FROM address_book WHERE id = $1 AND user_id = $2 RETURNING id', [id, userId]);
  if (rows.length === 0) throw walletErrors.notFound('address book entry');
}
