import { createHmac } from 'node:crypto';

/** RFC 6238 as authenticator apps use it: HMAC-SHA-1, 30 s steps, 6 digits. */
export const TOTP_STEP_SECONDS = 30;
export const TOTP_DIGITS = 6;

export type TotpAlgorithm = 'sha1' | 'sha256' | 'sha512';

/** RFC 4226 HOTP value of `counter`, zero-padded to `digits`. */
export function hotp(key: Buffer, counter: bigint, digits = TOTP_DIGITS, algorithm: TotpAlgorithm = 'sha1'): string {
  const message = Buffer.alloc(8);
  message.writeBigUInt64BE(counter);
  const mac = createHmac(algorithm, key).update(message).digest();
  const offset = mac[mac.length - 1] & 0x0f;
  const binary = mac.readUInt32BE(offset) & 0x7fffffff;
  return String(binary % 10 ** digits).padStart(digits, '0');
}

/** The RFC 6238 time step of a moment: floor(unix seconds / 30). */
export function totpStep(now: Date): bigint {
  return BigInt(Math.floor(now.getTime() / 1000 / TOTP_STEP_SECONDS));
}

/**
 * The code an authenticator shows at `now`.
 *
 * @example totpCode(base32Decode(secret), new Date())
 */
export function totpCode(key: Buffer, now: Date, digits = TOTP_DIGITS, algorithm: TotpAlgorithm = 'sha1'): string {
  return hotp(key, totpStep(now), digits, algorithm);
}

/**
 * The time step (current ±`window`) whose code equals `code`, or null. Callers reject a step at
 * or before the last one used, so each code works once.
 */
export function matchTotpStep(key: Buffer, code: string, now: Date, window = 1): bigint | null {
  const current = totpStep(now);
  for (let d = -window; d <= window; d++) {
    const step = current + BigInt(d);
    if (step >= 0n && hotp(key, step) === code) return step;
  }
  return null;
}
