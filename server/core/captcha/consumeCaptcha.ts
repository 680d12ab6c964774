import type { Queryable } from '../../db/db';
import { hmacHex, safeEqualHex } from '../crypto/digests';

/**
 * Uses up a captcha and tells whether `answer` was right. Any attempt consumes it, right or wrong,
 * so each image allows exactly one guess; an unknown, used or expired id is simply false.
 *
 * @example if (!(await consumeCaptcha(db, keys.captchaHmac, body.captchaId, body.captcha, now))) throw …
 */
export async function consumeCaptcha(q: Queryable, hmacKey: Buffer, captchaId: string, answer: string, now: Date): Promise<boolean> {
  const rows = await q.query<{ answer_hash: string }>(
    'UPDATE captchas SET used_at = $2 WHERE id = $1 AND used_at IS NULL AND expires_at > $2 RETURNING answer_hash',
    [captchaId, now],
  );
  if (!rows[0]) return false;
  return safeEqualHex(rows[0].answer_hash, hmacHex(hmacKey, captchaId, answer.trim().toUpperCase()));
}
