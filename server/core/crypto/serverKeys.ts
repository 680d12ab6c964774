import { hkdfSync } from 'node:crypto';

/** Purpose-bound keys derived from SECRET_KEY, so no key serves two purposes. */
export type ServerKeys = {
  /** AES-256-GCM key of TOTP secrets at rest. */
  totpEncryption: Buffer;
  /** HMAC-SHA256 key of SMS codes. */
  smsCodeHmac: Buffer;
  /** HMAC-SHA256 key of captcha answers. */
  captchaHmac: Buffer;
  /** AES-256-GCM key of KYC ID numbers at rest. */
  kycEncryption: Buffer;
  /** HMAC-SHA256 key of the short-lived KYC document links. */
  kycLinkHmac: Buffer;
};

/**
 * Derives the server's keys from the one configured secret with HKDF-SHA256.
 *
 * @example const keys = deriveServerKeys(config.secretKey)
 */
export function deriveServerKeys(secretKey: Buffer): ServerKeys {
  const derive = (info: string) => Buffer.from(hkdfSync('sha256', secretKey, Buffer.alloc(0), `wallet/${info}`, 32));
  return {
    totpEncryption: derive('totp-encryption/v1'),
    smsCodeHmac: derive('sms-code-hmac/v1'),
    captchaHmac: derive('captcha-hmac/v1'),
    kycEncryption: derive('kyc-encryption/v1'),
    kycLinkHmac: derive('kyc-link-hmac/v1'),
  };
}
