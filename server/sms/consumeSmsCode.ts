import type { SmsPurpose } from '../../lib/contract/userRules';
import type { Queryable } from '../db/db';
import { hmacHex, safeEqualHex } from '../security/digests';
import { SMS_CODE_MAX_ATTEMPTS } from './smsCodeRules';

/**
 * Checks and uses up the SMS code of a phone and purpose. Only the newest code sent counts; it
 * must be unused, unexpired and have had fewer than 5 guesses. Each guess is counted atomically
 * before comparing, so parallel guesses cannot exceed the limit.
 *
 * @example if (!(await consumeSmsCode(db, keys.smsCodeHmac, { phone, purpose: 'register', code, now }))) throw accountErrors.codeInvalid()
 */
export async function consumeSmsCode(
  q: Queryable,
  hmacKey: Buffer,
  input: { phone: string; purpose: SmsPurpose; code: string; now: Date },
): Promise<boolean> {
  const { phone, purpose, code, now } = input;
  const rows = await q.query<{ id: bigint; code_hash: string }>(
    `UPDATE sms_codes SET attempts = attempts + 1
      WHERE id = (SELECT id FROM sms_codes WHERE phone = $1 AND purpose = $2 ORDER BY created_at DESC, id DESC LIMIT 1)
        AND used_at IS NULL AND expires_at > $3 AND attempts < $4
      RETURNING id, code_hash`,
    [phone, purpose, now, SMS_CODE_MAX_ATTEMPTS],
  );
  const row = rows[0];
  if (!row || !safeEqualHex(row.code_hash, hmacHex(hmacKey, phone, purpose, code))) return false;
  const used = await q.query('UPDATE sms_codes SET used_at = $2 WHERE id = $1 AND used_at IS NULL RETURNING id', [row.id, now]);
  return used.length === 1;
}
