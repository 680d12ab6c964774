import { fromBase64 } from '@/lib/encoding/fromBase64';
import { toBase64 } from '@/lib/encoding/toBase64';

/**
 * The app-lock PIN (SPEC §4, §9) is stored only as a salted slow hash: PBKDF2-SHA256 with at least
 * 600,000 iterations (OWASP 2023) over a random 16-byte salt, in a versioned record so the
 * parameters can be raised later without locking anyone out. The PIN itself is never stored and
 * cannot be recovered from the record except by guessing, which the iterations make slow.
 */

/** A PIN is 6 digits. */
export const PIN_PATTERN = /^\d{6}$/;
export const PIN_ITERATIONS = 600_000;
/** Records below this are refused: a planted weak record must not make guessing cheap. */
export const MIN_PIN_ITERATIONS = 600_000;
const SALT_BYTES = 16;
const HASH_BITS = 256;

export type PinRecord = { v: 1; kdf: 'PBKDF2-SHA256'; iterations: number; salt: string; hash: string };

async function derive(pin: string, salt: Uint8Array<ArrayBuffer>, iterations: number): Promise<Uint8Array> {
  const key = await crypto.subtle.importKey('raw', new TextEncoder().encode(pin), 'PBKDF2', false, ['deriveBits']);
  const bits = await crypto.subtle.deriveBits({ name: 'PBKDF2', hash: 'SHA-256', salt, iterations }, key, HASH_BITS);
  return new Uint8Array(bits);
}

/** Compares without stopping at the first difference. */
function sameBytes(a: Uint8Array, b: Uint8Array): boolean {
  if (a.length !== b.length) return false;
  let diff = 0;
  for (let i = 0; i < a.length; i++) diff |= a[i] ^ b[i];
  return diff === 0;
}

/**
 * Hashes a new PIN with a fresh salt.
 *
 * @example const record = await createPinRecord('482913') // { v: 1, kdf: 'PBKDF2-SHA256', iterations: 600000, salt, hash }
 * @throws {RangeError} when the PIN is not 6 digits.
 */
export async function createPinRecord(pin: string): Promise<PinRecord> {
  if (!PIN_PATTERN.test(pin)) throw new RangeError('A PIN is 6 digits');
  const salt = crypto.getRandomValues(new Uint8Array(SALT_BYTES));
  const hash = await derive(pin, salt, PIN_ITERATIONS);
  return { v: 1, kdf: 'PBKDF2-SHA256', iterations: PIN_ITERATIONS, salt: toBase64(salt), hash: toBase64(hash) };
}

/** Whether `pin` is the PIN the record was made from. */
export async function verifyPin(pin: string, record: PinRecord): Promise<boolean> {
  if (!PIN_PATTERN.test(pin)) return false;
  const salt = fromBase64(record.salt);
  const stored = fromBase64(record.hash);
  if (!salt || !stored) return false;
  const hash = await derive(pin, salt, record.iterations);
  return sameBytes(hash, stored);
}

/** Reads a stored record; anything else (a missing, damaged, unknown or weakened record) is null. */
export function parsePinRecord(raw: string | null): PinRecord | null {
  if (!raw) return null;
  let value: unknown;
  try {
    value = JSON.parse(raw);
  } catch {
    return null;
  }
  const r = value as Partial<PinRecord> | null;
  const base64 = /^[A-Za-z0-9+/]+={0,2}$/;
  if (
    !r ||
    r.v !== 1 ||
    r.kdf !== 'PBKDF2-SHA256' ||
    typeof r.iterations !== 'number' ||
    !Number.isInteger(r.iterations) ||
    r.iterations < MIN_PIN_ITERATIONS ||
    typeof r.salt !== 'string' ||
    !base64.test(r.salt) ||
    typeof r.hash !== 'string' ||
    !base64.test(r.hash)
  ) {
    return null;
  }
  return { v: 1, kdf: 'PBKDF2-SHA256', iterations: r.iterations, salt: r.salt, hash: r.hash };
}
