import { toBase64 } from '@/lib/encoding/toBase64';
import { deriveVaultKey, headerBytes, minimumIterations, subtleCrypto } from './vaultCrypto';
import { DEFAULT_PBKDF2_ITERATIONS, IV_BYTES, SALT_BYTES, VAULT_VERSION, type VaultRecord, type VaultSecret, type VaultTestOptions } from './vaultRecord';

/**
 * Encrypts the wallet's secret with the wallet password (WebCrypto: PBKDF2-HMAC-SHA-256 with
 * 600,000 iterations and a random 16-byte salt, AES-256-GCM with a random 12-byte IV). The record is
 * safe to store: it contains neither the password nor the plaintext. Each call draws a new salt and IV.
 *
 * Takes roughly 0.2–1 s (the point of PBKDF2); show progress.
 *
 * @example const record = await encryptVault({ mnemonic, privateKey }, password) // { v: 1, kdf: {…}, cipher: {…}, ct: '…' }
 * @throws {RangeError} when the password is empty or the secret has no mnemonic.
 * @throws {VaultUnavailableError} outside a secure context (no `crypto.subtle`).
 */
export async function encryptVault(secret: VaultSecret, password: string, options: VaultTestOptions = {}): Promise<VaultRecord> {
  if (password === '') throw new RangeError('The wallet password is empty');
  if (typeof secret.mnemonic !== 'string' || secret.mnemonic === '') throw new RangeError('The vault secret has no mnemonic');
  const iterations = options.unsafeTestIterations === undefined ? DEFAULT_PBKDF2_ITERATIONS : minimumIterations(options);
  const subtle = subtleCrypto();
  const salt = globalThis.crypto.getRandomValues(new Uint8Array(SALT_BYTES));
  const iv = globalThis.crypto.getRandomValues(new Uint8Array(IV_BYTES));
  const header = {
    v: VAULT_VERSION,
    kdf: { name: 'PBKDF2', hash: 'SHA-256', iterations, salt: toBase64(salt) },
    cipher: { name: 'AES-GCM', iv: toBase64(iv) },
  } as const;
  const key = await deriveVaultKey(password, salt, iterations);
  const plaintext = new TextEncoder().encode(JSON.stringify({ mnemonic: secret.mnemonic, privateKey: secret.privateKey }));
  try {
    const ct = await subtle.encrypt({ name: 'AES-GCM', iv, additionalData: headerBytes(header) }, key, plaintext);
    return { ...header, ct: toBase64(new Uint8Array(ct)) };
  } finally {
    plaintext.fill(0);
  }
}
