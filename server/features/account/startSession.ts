import type { SessionResult } from '../../../features/account/contract/user';
import { createSession } from '../../core/auth/createSession';
import type { Queryable } from '../../db/db';
import { toUserInfo } from './toUserInfo';
import type { UserRow } from '../../core/accounts/userRow';

/** A new session for a user who just proved who they are, in the contract's SessionResult shape. */
export async function startSession(q: Queryable, user: UserRow, now: Date): Promise<SessionResult> {
  return { token: await createSession(q, user.id, now), user: toUserInfo(user) };
}
