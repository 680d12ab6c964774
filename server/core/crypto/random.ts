import { randomBytes, randomInt } from 'node:crypto';

/** `length` decimal digits from the CSPRNG, e.g. an SMS code. */
export function randomDigits(length: number): string {
  let out = '';
  for (let i = 0; i < length; i++) out += String(randomInt(10));
  return out;
}

/** `length` characters drawn uniformly from `alphabet` with the CSPRNG. */
export function randomFromAlphabet(alphabet: string, length: number): string {
  let out = '';
  for (let i = 0; i < length; i++) out += alphabet[randomInt(alphabet.length)];
  return out;
}

/** `bytes` random bytes as base64url, e.g. a session token (32 bytes = 256 bits). */
export function randomToken(bytes = 32): string {
  return randomBytes(bytes).toString('base64url');
}
