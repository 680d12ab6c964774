import type { Queryable } from '../../db/db';

/** Ends one session (logout). */
export async function revokeSession(q: Queryable, sessionId: bigint, now: Date): Promise<void> {
  await q.query('UPDATE sessions SET revoked_at = $2 WHERE id = $1 AND revoked_at IS NULL', [sessionId, now]);
}

/** Ends every session of a user, e.g. after a password reset: whoever knew the old one is out. */
export async function revokeUserSessions(q: Queryable, userId: bigint, now: Date): Promise<void> {
  await q.query('UPDATE sessions SET revoked_at = $2 WHERE user_id = $1 AND revoked_at IS NULL', [userId, now]);
}
