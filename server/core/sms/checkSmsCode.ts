import type { SmsPurpose } from '../../../lib/contract/userRules';
import type { Queryable } from '../../db/db';
import { hmacHex, safeEqualHex } from '../crypto/digests';
import { SMS_CODE_MAX_ATTEMPTS } from './smsCodeRules';

/**
 * Checks the SMS code of a phone and purpose without using it up. Only the newest code sent
 * counts; it must be unused, unexpired and have had fewer than 5 guesses. Each guess is counted
 * atomically before comparing (commit it: pass `db`, not a transaction that may roll back), so
 * parallel guesses cannot exceed the limit.
 *
 * @returns the code's id for useSmsCode, or null for a wrong, used or expired code.
 * @example const smsCode = await checkSmsCode(db, keys.smsCodeHmac, { phone, purpose: 'register', code, now }); if (smsCode === null) throw accountErrors.codeInvalid()
 */
export async function checkSmsCode(
  q: Queryable,
  hmacKey: Buffer,
  input: { phone: string; purpose: SmsPurpose; code: string; now: Date },
): Promise<bigint | null> {
  const { phone, purpose, code, now } = input;
  const rows = await q.query<{ id: bigint; code_hash: string }>(
    `UPDATE sms_codes SET attempts = attempts + 1
      WHERE id = (SELECT id FROM sms_codes WHERE phone = $1 AND purpose = $2 ORDER BY created_at DESC, id DESC LIMIT 1)
        AND used_at IS NULL AND expires_at > $3 AND attempts < $4
      RETURNING id, code_hash`,
    [phone, purpose, now, SMS_CODE_MAX_ATTEMPTS],
  );
  const row = rows[0];
  return row && safeEqualHex(row.code_hash, hmacHex(hmacKey, phone, purpose, code)) ? row.id : null;
}

/**
 * Uses up a checked SMS code: call it inside the transaction that makes the change the code
 * allows, so the code is spent exactly when the change is made.
 *
 * @returns false when a parallel request used it first.
 */
export async function useSmsCode(q: Queryable, codeId: bigint, now: Date): Promise<boolean> {
  const used = await q.query('UPDATE sms_codes SET used_at = $2 WHERE id = $1 AND used_at IS NULL RETURNING id', [codeId, now]);
  return used.length === 1;
}
