import type { Queryable } from '../../db/db';
import { sha256Hex } from '../crypto/digests';
import { SESSION_IDLE_MS, SESSION_TOUCH_MS } from './sessionLifetime';

export type Session = { sessionId: bigint; userId: bigint; tokenHash: string };

/**
 * The live session of a token, or null when it is unknown, revoked, past its absolute end or idle
 * too long. Marks it seen (at most once a minute).
 *
 * @example const session = await resolveSession(db, request.headers['x-token'], clock())
 */
export async function resolveSession(q: Queryable, token: string, now: Date): Promise<Session | null> {
  if (!token || token.length > 128) return null;
  const tokenHash = sha256Hex(token);
  const rows = await q.query<{ id: bigint; user_id: bigint; last_seen_at: Date; expires_at: Date; revoked_at: Date | null }>(
    'SELECT id, user_id, last_seen_at, expires_at, revoked_at FROM sessions WHERE token_hash = $1',
    [tokenHash],
  );
  const row = rows[0];
  if (!row || row.revoked_at !== null) return null;
  const t = now.getTime();
  if (t >= row.expires_at.getTime() || t >= row.last_seen_at.getTime() + SESSION_IDLE_MS) return null;
  if (t - row.last_seen_at.getTime() >= SESSION_TOUCH_MS) {
    await q.query('UPDATE sessions SET last_seen_at = GREATEST(last_seen_at, $2) WHERE id = $1', [row.id, now]);
  }
  return { sessionId: row.id, userId: row.user_id, tokenHash };
}
