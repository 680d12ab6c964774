/**
 * Bytes as standard base64, padded (what the vault, the sealed tokens and the PIN record store).
 *
 * @example toBase64(new Uint8Array([1, 2, 3])) // 'AQID'
 */
export function toBase64(bytes: Uint8Array): string {
  let binary = '';
  for (const byte of bytes) binary += String.fromCharCode(byte);
  return btoa(binary);
}
