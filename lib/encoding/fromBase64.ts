/** Padded standard base64 and nothing else: no whitespace, no base64url, no missing padding. */
const BASE64 = /^(?:[A-Za-z0-9+/]{4})*(?:[A-Za-z0-9+/]{2}==|[A-Za-z0-9+/]{3}=)?$/;

/**
 * The bytes of strict base64 as toBase64 writes it; null for anything else, so a damaged stored
 * value is refused where it is read instead of throwing from inside a decryption.
 *
 * @example fromBase64('AQID') // Uint8Array [1, 2, 3]
 * @example fromBase64('AQI') // null
 */
export function fromBase64(text: string): Uint8Array<ArrayBuffer> | null {
  if (!BASE64.test(text)) return null;
  const binary = atob(text);
  const bytes = new Uint8Array(binary.length);
  for (let i = 0; i < binary.length; i++) bytes[i] = binary.charCodeAt(i);
  return bytes;
}
