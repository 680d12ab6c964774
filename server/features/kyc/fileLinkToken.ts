import { createHmac, timingSafeEqual } from 'node:crypto';
import { FILE_ID_PATTERN, FILE_LINK_SECONDS } from '../../../features/kyc/contract/kycRules';

/** Who a link was made for: the file's owner or the reviewer (operator command). */
export type LinkViewer = 'owner' | 'reviewer';

const sign = (key: Buffer, fileId: string, expires: number, viewer: LinkViewer) =>
  createHmac('sha256', key).update(`kyc-file\0${fileId}\0${expires}\0${viewer}`).digest('base64url');

/**
 * A short-lived token for one file (`<fileId>.<expiry seconds>.<o|r>.<HMAC>`): the link
 * `/api/kyc/file?t=<token>` opens it without the session token (an `<img>` cannot send one) until
 * it expires, FILE_LINK_SECONDS after `now`. Only the owner (after the session check) and the
 * operator command are given one.
 *
 * @example const token = fileLinkToken(keys.kycLinkHmac, fileId, 'owner', new Date())
 */
export function fileLinkToken(key: Buffer, fileId: string, viewer: LinkViewer, now: Date): { token: string; expiresAt: Date } {
  const expires = Math.floor(now.getTime() / 1000) + FILE_LINK_SECONDS;
  return { token: `${fileId}.${expires}.${viewer === 'owner' ? 'o' : 'r'}.${sign(key, fileId, expires, viewer)}`, expiresAt: new Date(expires * 1000) };
}

/**
 * The file id a token opens, or null when it is malformed, forged or expired.
 *
 * @example openFileLinkToken(keys.kycLinkHmac, query.t, new Date()) // 'Qk3…' or null
 */
export function openFileLinkToken(key: Buffer, token: string, now: Date): string | null {
  const match = /^([A-Za-z0-9_-]{22})\.(\d{1,12})\.([or])\.([A-Za-z0-9_-]{43})$/.exec(token);
  if (!match || !FILE_ID_PATTERN.test(match[1]!)) return null;
  const [, fileId, expiresText, who, mac] = match as unknown as [string, string, string, string, string];
  const expires = Number(expiresText);
  const expected = Buffer.from(sign(key, fileId, expires, who === 'o' ? 'owner' : 'reviewer'));
  if (!timingSafeEqual(expected, Buffer.from(mac))) return null;
  return expires * 1000 > now.getTime() ? fileId : null;
}
