import { randomInt } from 'node:crypto';
import type { Queryable } from '../../db/db';
import { randomFromAlphabet } from '../../core/crypto/random';
import { accountErrors } from '../../core/accounts/accountErrors';
import type { UserRow } from '../../core/accounts/userRow';

/** Invite codes avoid look-alikes (0/O, 1/I/L) so they can be read out and typed. */
export const INVITE_ALPHABET = '23456789ABCDEFGHJKMNPQRSTUVWXYZ';
const INVITE_LENGTH = 8;
const MAX_TRIES = 8;

export type NewUser = {
  phone: string | null;
  passwordHash: string | null;
  inviterId: bigint | null;
  registeredAt: Date;
};

/**
 * Inserts a user with a fresh random accid (8 to 10 digits) and invite code, retrying on the rare
 * collision. A phone already registered → phoneTaken (also when another request won the race).
 *
 * @example const user = await createUser(q, { phone, passwordHash, inviterId: null, registeredAt: now })
 */
export async function createUser(q: Queryable, input: NewUser): Promise<UserRow> {
  for (let i = 0; i < MAX_TRIES; i++) {
    const accid = randomAccid();
    const rows = await q.query<UserRow>(
      `INSERT INTO users (accid, phone, password_hash, account_name, registered_at, invite_code, inviter_id)
       VALUES ($1, $2, $3, $4, $5, $6, $7)
       ON CONFLICT DO NOTHING RETURNING *`,
      [accid, input.phone, input.passwordHash, `User ${accid.slice(-4)}`, input.registeredAt, randomFromAlphabet(INVITE_ALPHABET, INVITE_LENGTH), input.inviterId],
    );
    if (rows[0]) return rows[0];
    if (input.phone !== null) {
      const taken = await q.query('SELECT 1 FROM users WHERE phone = $1', [input.phone]);
      if (taken.length > 0) throw accountErrors.phoneTaken();
    }
  }
  throw new Error('could not find a free accid / invite code');
}

function randomAccid(): string {
  const length = randomInt(8, 11);
  return randomFromAlphabet('123456789', 1) + randomFromAlphabet('0123456789', length - 1);
}
