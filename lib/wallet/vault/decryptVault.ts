import { fromBase64 } from '@/lib/encoding/fromBase64';
import { deriveVaultKey, headerBytes, minimumIterations, subtleCrypto } from './vaultCrypto';
import {
  InvalidVaultError,
  IV_BYTES,
  MAX_PBKDF2_ITERATIONS,
  SALT_BYTES,
  VAULT_VERSION,
  WrongPasswordError,
  type VaultRecord,
  type VaultSecret,
  type VaultTestOptions,
} from './vaultRecord';

const HEX_KEY = /^0x[0-9a-f]{64}$/;

/**
 * Opens a vault made by `encryptVault` with the wallet password.
 *
 * The record is untrusted input (anything that can write storage can replace it), so its parameters
 * are checked before any work: version 1, PBKDF2/SHA-256, AES-GCM, a 12-byte IV, a salt of at least
 * 16 bytes, and at least 600,000 and at most 10,000,000 iterations. A record claiming fewer iterations
 * is refused even if the password would open it: production code never writes one, so it was left by
 * a test build or tampered with, and every vault the app opens must cost an attacker 600,000
 * iterations per guess. Only tests may lower the floor (`unsafeTestIterations`, which throws when
 * NODE_ENV is production).
 *
 * @example const { mnemonic, privateKey } = await decryptVault(record, password)
 * @throws {WrongPasswordError} when the password is wrong or the ciphertext or header was altered.
 * @throws {InvalidVaultError} when the record is malformed or its parameters are not allowed.
 * @throws {VaultUnavailableError} outside a secure context (no `crypto.subtle`).
 */
export async function decryptVault(record: unknown, password: string, options: VaultTestOptions = {}): Promise<VaultSecret> {
  const { header, salt, iv, ct } = checkRecord(record, minimumIterations(options));
  const key = await deriveVaultKey(password, salt, header.kdf.iterations);
  let plaintext: Uint8Array;
  try {
    plaintext = new Uint8Array(await subtleCrypto().decrypt({ name: 'AES-GCM', iv, additionalData: headerBytes(header) }, key, ct));
  } catch (error) {
    // AES-GCM reports any authentication failure as an OperationError DOMException (not always
    // `instanceof Error` across realms, so test the name).
    if ((error as { name?: unknown } | null)?.name === 'OperationError') throw new WrongPasswordError();
    throw error;
  }
  try {
    return parseSecret(new TextDecoder('utf-8', { fatal: true }).decode(plaintext));
  } finally {
    plaintext.fill(0);
  }
}

function checkRecord(record: unknown, minIterations: number) {
  if (!isObject(record) || !isObject(record.kdf) || !isObject(record.cipher)) throw new InvalidVaultError('malformed');
  const { v, kdf, cipher, ct } = record;
  if (v !== VAULT_VERSION) throw new InvalidVaultError('unsupportedVersion', String(v));
  if (kdf.name !== 'PBKDF2' || kdf.hash !== 'SHA-256' || cipher.name !== 'AES-GCM') {
    throw new InvalidVaultError('unsupportedAlgorithm', `${String(kdf.name)}/${String(kdf.hash)}/${String(cipher.name)}`);
  }
  const { iterations } = kdf;
  if (typeof iterations !== 'number' || !Number.isSafeInteger(iterations)) throw new InvalidVaultError('malformed', 'iterations');
  if (iterations < minIterations) throw new InvalidVaultError('weakKdf', `${iterations} iterations`);
  if (iterations > MAX_PBKDF2_ITERATIONS) throw new InvalidVaultError('excessiveKdf', `${iterations} iterations`);
  if (typeof kdf.salt !== 'string' || typeof cipher.iv !== 'string' || typeof ct !== 'string') throw new InvalidVaultError('malformed');
  const salt = fromBase64(kdf.salt);
  const iv = fromBase64(cipher.iv);
  const ciphertext = fromBase64(ct);
  if (!salt || salt.length < SALT_BYTES) throw new InvalidVaultError('malformed', 'salt');
  if (!iv || iv.length !== IV_BYTES) throw new InvalidVaultError('malformed', 'iv');
  if (!ciphertext || ciphertext.length < 16) throw new InvalidVaultError('malformed', 'ct');
  const header: Omit<VaultRecord, 'ct'> = {
    v: VAULT_VERSION,
    kdf: { name: 'PBKDF2', hash: 'SHA-256', iterations, salt: kdf.salt },
    cipher: { name: 'AES-GCM', iv: cipher.iv },
  };
  return { header, salt, iv, ct: ciphertext };
}

function parseSecret(json: string): VaultSecret {
  const value: unknown = JSON.parse(json);
  if (!isObject(value) || typeof value.mnemonic !== 'string') throw new InvalidVaultError('malformed', 'secret');
  const { mnemonic, privateKey } = value;
  if (privateKey === undefined) return { mnemonic };
  if (typeof privateKey !== 'string' || !HEX_KEY.test(privateKey)) throw new InvalidVaultError('malformed', 'secret');
  return { mnemonic, privateKey: privateKey as `0x${string}` };
}

function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}
