import type { Queryable } from '../../db/db';
import { loginExpired } from '../../http/appError';
import { findUserById, type UserRow } from './userRow';

/** The row of a session's user; a session whose user is gone counts as expired. */
export async function loadUser(q: Queryable, userId: bigint, forUpdate = false): Promise<UserRow> {
  const user = await findUserById(q, userId, forUpdate);
  if (!user) throw loginExpired();
  return user;
}
