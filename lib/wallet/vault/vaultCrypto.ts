// Internals shared by encryptVault and decryptVault. Not for use elsewhere: only the vault touches keys.
import { MIN_PBKDF2_ITERATIONS, VaultUnavailableError, type VaultRecord, type VaultTestOptions } from './vaultRecord';

/** `crypto.subtle`, or a clear error outside a secure context. */
export function subtleCrypto(): SubtleCrypto {
  const subtle = globalThis.crypto?.subtle;
  if (!subtle) throw new VaultUnavailableError();
  return subtle;
}

/** The least iteration count allowed in this call: the production floor unless a test lowered it. */
export function minimumIterations(options: VaultTestOptions): number {
  const { unsafeTestIterations } = options;
  if (unsafeTestIterations === undefined) return MIN_PBKDF2_ITERATIONS;
  if (process.env.NODE_ENV === 'production') throw new Error('unsafeTestIterations is for tests only');
  if (!Number.isInteger(unsafeTestIterations) || unsafeTestIterations < 1) throw new RangeError(`Invalid iterations: ${unsafeTestIterations}`);
  return unsafeTestIterations;
}

/**
 * PBKDF2-HMAC-SHA-256 → non-extractable AES-256-GCM key. The password is NFKC-normalised so the same
 * password typed on two keyboards (composed vs decomposed accents, full-width digits) opens the vault.
 */
export async function deriveVaultKey(password: string, salt: Uint8Array<ArrayBuffer>, iterations: number): Promise<CryptoKey> {
  const subtle = subtleCrypto();
  const passwordBytes = new TextEncoder().encode(password.normalize('NFKC'));
  try {
    const base = await subtle.importKey('raw', passwordBytes, 'PBKDF2', false, ['deriveKey']);
    return await subtle.deriveKey({ name: 'PBKDF2', hash: 'SHA-256', salt, iterations }, base, { name: 'AES-GCM', length: 256 }, false, [
      'encrypt',
      'decrypt',
    ]);
  } finally {
    passwordBytes.fill(0);
  }
}

/** The header as additional authenticated data, in a fixed field order. */
export function headerBytes(record: Omit<VaultRecord, 'ct'>): Uint8Array<ArrayBuffer> {
  const { v, kdf, cipher } = record;
  return new TextEncoder().encode(JSON.stringify([v, kdf.name, kdf.hash, kdf.iterations, kdf.salt, cipher.name, cipher.iv]));
}

