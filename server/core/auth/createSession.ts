import type { Queryable } from '../../db/db';
import { sha256Hex } from '../crypto/digests';
import { randomToken } from '../crypto/random';
import { SESSION_ABSOLUTE_MS } from './sessionLifetime';

/**
 * Starts a session: a new 256-bit random token, of which only the SHA-256 is stored. Returns
 * the token for the client's `x-token` header; it cannot be recovered later.
 *
 * @example const token = await createSession(db, user.id, clock())
 */
export async function createSession(q: Queryable, userId: bigint, now: Date): Promise<string> {
  const token = randomToken(32);
  await q.query(
    'INSERT INTO sessions (user_id, token_hash, created_at, last_seen_at, expires_at) VALUES ($1, $2, $3, $3, $4)',
    [userId, sha256Hex(token), now, new Date(now.getTime() + SESSION_ABSOLUTE_MS)],
  );
  return token;
}
