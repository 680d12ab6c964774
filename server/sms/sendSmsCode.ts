import type { FastifyBaseLogger } from 'fastify';
import type { SendCodeResult } from '../../lib/contract/user';
import type { SmsPurpose } from '../../lib/contract/userRules';
import { accountErrors } from '../accounts/accountErrors';
import type { AccountDeps } from '../accounts/accountDeps';
import { takeAttempts } from '../auth/attemptLimits';
import type { Queryable } from '../db/db';
import { tooManyRequests } from '../http/appError';
import { hmacHex } from '../security/digests';
import { randomDigits } from '../security/random';
import {
  SMS_CODE_TTL_MS,
  SMS_PER_IP_PER_HOUR,
  SMS_PER_PHONE_PER_HOUR,
  SMS_RESEND_MS,
} from './smsCodeRules';

const HOUR = 3600_000;

export type SendSmsCodeInput = {
  phone: string;
  purpose: SmsPurpose;
  ip: string;
  /** Refuses before anything is sent (e.g. phoneTaken); runs after the rate limits count the request. */
  eligible: (q: Queryable) => Promise<void>;
  log: FastifyBaseLogger;
};

/**
 * Sends a fresh 6-digit code by SMS. Limits: one per phone per 60 s, 5 per phone and 20 per IP
 * per hour (429 with retryAfterSeconds). Refused requests (e.g. a taken phone) count toward the
 * limits too, so the endpoint cannot be used to test many numbers. The code is stored as an HMAC
 * bound to phone and purpose; a newer code replaces older ones.
 *
 * @example await sendSmsCode(deps, { phone, purpose: 'register', ip: request.ip, eligible, log: request.log })
 */
export async function sendSmsCode(deps: AccountDeps, input: SendSmsCodeInput): Promise<SendCodeResult> {
  const { db, clock } = deps;
  const { phone, purpose } = input;
  const now = clock();
  await takeAttempts(
    db,
    now,
    [
      { kind: 'sms_phone', subject: phone, limit: SMS_PER_PHONE_PER_HOUR, windowMs: HOUR },
      { kind: 'sms_ip', subject: input.ip, limit: SMS_PER_IP_PER_HOUR, windowMs: HOUR },
    ],
    async (q) => {
      const [last] = await q.query<{ created_at: Date }>(
        'SELECT created_at FROM sms_codes WHERE phone = $1 ORDER BY created_at DESC LIMIT 1',
        [phone],
      );
      const wait = last ? last.created_at.getTime() + SMS_RESEND_MS - now.getTime() : 0;
      if (wait > 0) throw tooManyRequests(Math.ceil(wait / 1000));
    },
  );
  await input.eligible(db);

  const code = randomDigits(6);
  const [row] = await db.query<{ id: bigint }>(
    `INSERT INTO sms_codes (phone, purpose, code_hash, ip, created_at, expires_at)
     VALUES ($1, $2, $3, $4, $5, $6) RETURNING id`,
    [phone, purpose, hmacHex(deps.keys.smsCodeHmac, phone, purpose, code), input.ip, now, new Date(now.getTime() + SMS_CODE_TTL_MS)],
  );
  try {
    await deps.sms.send(phone, `Your Wallet verification code is ${code}. It expires in 10 minutes. Never share it with anyone.`);
  } catch (error) {
    input.log.error({ err: error, purpose }, 'sending an SMS code failed');
    await db.query('DELETE FROM sms_codes WHERE id = $1', [row.id]);
    throw accountErrors.smsUnavailable();
  }
  return { expiresIn: SMS_CODE_TTL_MS / 1000, resendIn: SMS_RESEND_MS / 1000 };
}
