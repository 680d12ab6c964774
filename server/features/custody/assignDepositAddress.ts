import { getAddress } from 'viem';
import type { Db } from '../../db/db';
import { deriveDepositAddress, xpubFingerprint } from './keys/deriveDepositAddress';

/**
 * The user's deposit address (EIP-55), assigned on first ask: the next derivation index of the
 * operator's xpub, kept for good (one per user, the same on every EVM chain; indexes are never
 * reused). A user asking twice at once gets one address; the loser's index is skipped.
 *
 * @throws {Error} when the stored address came from another CUSTODY_XPUB (the operator changed it:
 *   addresses must not move silently under users who may still send to the old one).
 * @example const address = await assignDepositAddress(db, config.custody.xpub, userId, now)
 */
export async function assignDepositAddress(db: Db, xpub: string, userId: bigint, now: Date): Promise<`0x${string}`> {
  const fingerprint = xpubFingerprint(xpub);
  const existing = await findAddress(db, userId);
  if (existing) return checked(existing, fingerprint, userId);
  const [{ index }] = await db.query<{ index: string }>("SELECT nextval('custody_address_index_seq')::text AS index");
  const address = deriveDepositAddress(xpub, Number(index));
  await db.query(
    `INSERT INTO custody_addresses (user_id, derivation_index, address, xpub_fingerprint, created_at)
     VALUES ($1, $2, $3, $4, $5) ON CONFLICT (user_id) DO NOTHING`,
    [userId, Number(index), address.toLowerCase(), fingerprint, now],
  );
  const row = await findAddress(db, userId);
  if (!row) throw new Error(`deposit address of user ${userId} could not be stored`);
  return checked(row, fingerprint, userId);
}

type AddressRow = { address: string; xpub_fingerprint: string };

async function findAddress(db: Db, userId: bigint): Promise<AddressRow | null> {
  const [row] = await db.query<AddressRow>('SELECT address, xpub_fingerprint FROM custody_addresses WHERE user_id = $1', [userId]);
  return row ?? null;
}

function checked(row: AddressRow, fingerprint: string, userId: bigint): `0x${string}` {
  if (row.xpub_fingerprint !== fingerprint) throw new Error(`the deposit address of user ${userId} was derived from another CUSTODY_XPUB`);
  return getAddress(row.address);
}
