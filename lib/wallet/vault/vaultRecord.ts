import type { Hex } from 'viem';

/**
 * The encrypted vault as it is stored: versioned, self-describing parameters, base64 fields. It holds
 * no plaintext and nothing derived from the password except the ciphertext itself.
 *
 * Format v1: PBKDF2-HMAC-SHA-256 (`iterations`, 16-byte random `salt`) derives an AES-256-GCM key; the
 * secret is JSON, encrypted with a 12-byte random `iv`; `ct` is ciphertext plus the 16-byte tag. The
 * header (v, kdf, cipher) is bound as additional authenticated data, so editing a parameter fails
 * authentication instead of silently changing what is decrypted.
 */
export type VaultRecord = {
  v: 1;
  kdf: { name: 'PBKDF2'; hash: 'SHA-256'; iterations: number; salt: string };
  cipher: { name: 'AES-GCM'; iv: string };
  ct: string;
};

/** What the vault protects. The spec's wallet fields `mnemonic` and `private_key` live only here. */
export type VaultSecret = {
  /** The normalised 12-word phrase. */
  mnemonic: string;
  /** The private key of the wallet's account, kept so signing need not re-derive it. */
  privateKey?: Hex;
};

export const VAULT_VERSION = 1;

/**
 * The least PBKDF2-HMAC-SHA-256 work accepted, in production, for new and stored vaults alike
 * (OWASP's 2023 figure for this hash). A record claiming fewer iterations is refused by
 * `decryptVault`, so a tampered record cannot downgrade the work an attacker needs per guess.
 */
export const MIN_PBKDF2_ITERATIONS = 600_000;

/** The work `encryptVault` uses for new vaults. */
export const DEFAULT_PBKDF2_ITERATIONS = 600_000;

/** Above this a record is refused too: a tampered count must not freeze the app for hours. */
export const MAX_PBKDF2_ITERATIONS = 10_000_000;

export const SALT_BYTES = 16;
export const IV_BYTES = 12;

/**
 * The password does not open the vault — or the ciphertext was altered: AES-GCM cannot tell the two
 * apart, and neither should the message (say the password is wrong; let the user try again).
 */
export class WrongPasswordError extends Error {
  override name = 'WrongPasswordError';
  constructor() {
    super('The wallet password is incorrect');
  }
}

export type InvalidVaultReason = 'malformed' | 'unsupportedVersion' | 'unsupportedAlgorithm' | 'weakKdf' | 'excessiveKdf';

/** The stored record is not a vault this code can or may open. Not the user's fault: log it. */
export class InvalidVaultError extends Error {
  override name = 'InvalidVaultError';
  constructor(readonly reason: InvalidVaultReason, detail?: string) {
    super(`Invalid vault record (${reason})${detail ? `: ${detail}` : ''}`);
  }
}

/** WebCrypto's `crypto.subtle` is missing: the page is not a secure context (HTTPS or localhost). */
export class VaultUnavailableError extends Error {
  override name = 'VaultUnavailableError';
  constructor() {
    super('WebCrypto is unavailable: the wallet needs a secure context (HTTPS or localhost)');
  }
}

/**
 * Test-only options. `unsafeTestIterations` lets unit tests use a cheap PBKDF2 count: `encryptVault`
 * uses it instead of the default, and `decryptVault` accepts records down to it. It throws when
 * `NODE_ENV` is `production` (Next inlines that into the app bundle), so app code cannot weaken a vault.
 */
export type VaultTestOptions = { unsafeTestIterations?: number };
