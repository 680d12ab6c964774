import { authenticatorTotp } from './authenticatorTotp';

/**
 * The time step (floor(unix seconds / 30), current ±`window`) whose code equals `code`, or null.
 * Callers refuse a step at or before the last one used, so each code works once.
 *
 * @example const step = matchTotpStep(secret, '287082', new Date())
 */
export function matchTotpStep(secretBase32: string, code: string, now: Date, window = 1): bigint | null {
  const totp = authenticatorTotp(secretBase32);
  const timestamp = now.getTime();
  const delta = totp.validate({ token: code, timestamp, window });
  return delta === null ? null : BigInt(totp.counter({ timestamp }) + delta);
}
