import type { FastifyBaseLogger } from 'fastify';
import type { SendCodeResult } from '../../../features/account/contract/user';
import type { SmsPurpose } from '../../../lib/contract/userRules';
import { accountErrors } from '../accounts/accountErrors';
import type { AccountDeps } from '../accounts/accountDeps';
import { type AttemptLimit, countAttempts, releaseAttempts, takeAttempts } from '../auth/attemptLimits';
import { consumeCaptcha } from '../captcha/consumeCaptcha';
import type { Queryable } from '../../db/db';
import { tooManyRequests } from '../../http/appError';
import { hmacHex } from '../crypto/digests';
import { randomDigits } from '../crypto/random';
import {
  SMS_CODE_TTL_MS,
  SMS_FREE_PER_IP_PER_HOUR,
  SMS_FREE_PER_PHONE_PER_HOUR,
  SMS_PER_PHONE_PER_HOUR,
} from './smsCodeRules';

const HOUR = 3600_000;

export type SendSmsCodeInput = {
  phone: string;
  purpose: SmsPurpose;
  ip: string;
  /** The image captcha of the request, if it carried one; needed beyond the free codes. */
  captcha: { captchaId: string; answer: string } | null;
  /** Refuses before anything is sent (e.g. phoneTaken); runs after the rate limits count the request. */
  /**
   * Refuses before anything is sent (e.g. phoneTaken), or answers 'silent': everything happens as
   * for a sent code (limits, resend interval, the same answer) but no text goes out, so the
   * answer does not tell whether the phone has an account.
   */
  eligible: (q: Queryable) => Promise<void | 'silent'>;
  log: FastifyBaseLogger;
};

/**
 * Sends a fresh 6-digit code by SMS. Limits (429 with retryAfterSeconds): one per phone per SMS_RESEND_SECONDS (60 s),
 * 5 per phone and 20 per IP per hour, and SMS_GLOBAL_PER_HOUR for the whole server (errors.sms.paused).
 * Beyond the first code to a phone or the first 3 from an IP within the hour, a captcha is needed
 * (errors.sms.captchaRequired).
 *
 * A captcha the request carries is used up first, right or wrong; a wrong one refuses
 * (captchaInvalid) before anything is counted or sent. A missing one is refused under the limits'
 * locks and counts toward nothing, so asking for it costs the user no quota. Refused requests
 * (e.g. a taken phone) count toward the per-phone and per-IP limits, so the endpoint cannot be used
 * to test many numbers, but not toward the global cap, which counts texts actually sent. The code
 * is stored as an HMAC bound to phone and purpose; a newer code replaces older ones.
 *
 * @example await sendSmsCode(deps, { phone, purpose: 'register', ip: request.ip, captcha: null, eligible, log: request.log })
 */
export async function sendSmsCode(deps: AccountDeps, input: SendSmsCodeInput): Promise<SendCodeResult> {
  const { db, clock } = deps;
  const { phone, purpose } = input;
  const now = clock();
  const solved = input.captcha !== null && (await consumeCaptcha(db, deps.keys.captchaHmac, input.captcha.captchaId, input.captcha.answer, now));
  if (input.captcha !== null && !solved) throw accountErrors.captchaInvalid();

  const perPhone: AttemptLimit = { kind: 'sms_phone', subject: phone, limit: SMS_PER_PHONE_PER_HOUR, windowMs: HOUR };
  const perIp: AttemptLimit = { kind: 'sms_ip', subject: input.ip, limit: deps.config.smsPerIpPerHour, windowMs: HOUR };
  const global: AttemptLimit = { kind: 'sms_global', subject: 'all', limit: deps.config.smsGlobalPerHour, windowMs: HOUR, refuse: accountErrors.smsPaused };
  const [, , globalSlot] = await takeAttempts(db, now, [perPhone, perIp, global], async (q) => {
    const [last] = await q.query<{ created_at: Date }>(
      'SELECT created_at FROM sms_codes WHERE phone = $1 ORDER BY created_at DESC LIMIT 1',
      [phone],
    );
    const wait = last ? last.created_at.getTime() + deps.config.smsResendMs - now.getTime() : 0;
    if (wait > 0) throw tooManyRequests(Math.ceil(wait / 1000));
    if (solved) return;
    if (
      (await countAttempts(q, now, perPhone)) >= SMS_FREE_PER_PHONE_PER_HOUR ||
      (await countAttempts(q, now, perIp)) >= SMS_FREE_PER_IP_PER_HOUR
    ) {
      throw accountErrors.smsCaptchaRequired();
    }
  });
  let silent = false;
  try {
    silent = (await input.eligible(db)) === 'silent';
  } catch (error) {
    await releaseAttempts(db, [globalSlot]);
    throw error;
  }
  // Not sent, so not counted toward the global cap; the stored code was never told to anyone.
  if (silent) await releaseAttempts(db, [globalSlot]);

  const code = randomDigits(6);
  const [row] = await db.query<{ id: bigint }>(
    `INSERT INTO sms_codes (phone, purpose, code_hash, ip, created_at, expires_at)
     VALUES ($1, $2, $3, $4, $5, $6) RETURNING id`,
    [phone, purpose, hmacHex(deps.keys.smsCodeHmac, phone, purpose, code), input.ip, now, new Date(now.getTime() + SMS_CODE_TTL_MS)],
  );
  if (!silent) {
    try {
      await deps.sms.send(phone, `Your Wallet verification code is ${code}. It expires in 10 minutes. Never share it with anyone.`);
    } catch (error) {
      input.log.error({ err: error, purpose }, 'sending an SMS code failed');
      await db.query('DELETE FROM sms_codes WHERE id = $1', [row.id]);
      await releaseAttempts(db, [globalSlot]);
      throw accountErrors.smsUnavailable();
    }
  }
  return { expiresIn: SMS_CODE_TTL_MS / 1000, resendIn: deps.config.smsResendMs / 1000 };
}
