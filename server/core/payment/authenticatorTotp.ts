import { TOTP } from 'otpauth';

/** RFC 6238 as authenticator apps use it: HMAC-SHA-1, 30 s steps, 6 digits. */
export const TOTP_ALGORITHM = 'SHA1';
export const TOTP_STEP_SECONDS = 30;
export const TOTP_DIGITS = 6;

/**
 * The TOTP (otpauth) of a base32 secret, as authenticator apps compute it. `issuer` and `label`
 * only go into its otpauth:// URL (`toString()`), the one the QR code carries.
 *
 * @example authenticatorTotp(secret, { issuer: 'Wallet', label: accid }).toString()
 */
export function authenticatorTotp(secretBase32: string, names: { issuer?: string; label?: string } = {}): TOTP {
  return new TOTP({ ...names, secret: secretBase32, algorithm: TOTP_ALGORITHM, digits: TOTP_DIGITS, period: TOTP_STEP_SECONDS });
}
