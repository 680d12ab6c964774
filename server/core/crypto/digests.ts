import { createHash, createHmac, timingSafeEqual } from 'node:crypto';

/** SHA-256 as hex: session tokens are stored only as this. */
export function sha256Hex(value: string): string {
  return createHash('sha256').update(value).digest('hex');
}

/** HMAC-SHA256 as hex of the parts joined by NUL (so "a"+"bc" never equals "ab"+"c"). */
export function hmacHex(key: Buffer, ...parts: string[]): string {
  return createHmac('sha256', key).update(parts.join('\0')).digest('hex');
}

/** Compares two hex digests in constant time. */
export function safeEqualHex(a: string, b: string): boolean {
  const x = Buffer.from(a, 'hex');
  const y = Buffer.from(b, 'hex');
  return x.length === y.length && x.length > 0 && timingSafeEqual(x, y);
}
