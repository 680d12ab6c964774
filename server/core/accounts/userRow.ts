import type { Queryable } from '../../db/db';

/** A `users` row as the adapters return it (int8 → bigint, timestamptz → Date). */
export type UserRow = {
  id: bigint;
  accid: string;
  phone: string | null;
  password_hash: string | null;
  pay_password_hash: string | null;
  account_name: string;
  registered_at: Date;
  kyc_level: number;
  invite_code: string;
  inviter_id: bigint | null;
  totp_secret: string | null;
  totp_pending_secret: string | null;
  totp_enabled: boolean;
  totp_last_step: bigint;
  pin_enabled: boolean;
  pay_password_failures: number;
  pay_password_locked_until: Date | null;
};

/**
 * One user by id; `forUpdate` locks the row until the transaction ends. The lock is FOR NO KEY
 * UPDATE: it serialises the account's own changes (pay-password attempts) without blocking rows
 * that merely reference the user (a transfer's record or notice for this user).
 */
export async function findUserById(q: Queryable, id: bigint, forUpdate = false): Promise<UserRow | null> {
  const rows = await q.query<UserRow>(`SELECT * FROM users WHERE id = $1${forUpdate ? ' FOR NO KEY UPDATE' : ''}`, [id]);
  return rows[0] ?? null;
}

/** One user by E.164 phone. */
export async function findUserByPhone(q: Queryable, phone: string): Promise<UserRow | null> {
  const rows = await q.query<UserRow>('SELECT * FROM users WHERE phone = $1', [phone]);
  return rows[0] ?? null;
}
