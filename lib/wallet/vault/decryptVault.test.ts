/** @jest-environment node */
import { decryptVault } from './decryptVault';
import { encryptVault } from './encryptVault';
import { InvalidVaultError, WrongPasswordError, type VaultRecord } from './vaultRecord';

const TEST_PHRASE = 'test test test test test test test test test test test junk';
const PRIVATE_KEY = '0xac0974bec39a17e36ba4a6b4d238ff944bacb478cbed5efcae784d7bf4f2ff80';
const PASSWORD = 'correct horse battery staple';
// Unit tests use a cheap KDF; the default is checked once below with the real count.
const FAST = { unsafeTestIterations: 1_000 };

function tamper(base64: string, at = 0): string {
  const bytes = Buffer.from(base64, 'base64');
  bytes[at] ^= 0x01;
  return bytes.toString('base64');
}

describe('decryptVault', () => {
  it('round-trips the secret', async () => {
    const record = await encryptVault({ mnemonic: TEST_PHRASE, privateKey: PRIVATE_KEY }, PASSWORD, FAST);
    await expect(decryptVault(record, PASSWORD, FAST)).resolves.toEqual({ mnemonic: TEST_PHRASE, privateKey: PRIVATE_KEY });
    // Through storage: the record is plain JSON.
    await expect(decryptVault(JSON.parse(JSON.stringify(record)), PASSWORD, FAST)).resolves.toEqual({ mnemonic: TEST_PHRASE, privateKey: PRIVATE_KEY });
  });

  it('refuses a wrong password with WrongPasswordError', async () => {
    const record = await encryptVault({ mnemonic: TEST_PHRASE }, PASSWORD, FAST);
    await expect(decryptVault(record, 'correct horse battery stapler', FAST)).rejects.toBeInstanceOf(WrongPasswordError);
    await expect(decryptVault(record, '', FAST)).rejects.toBeInstanceOf(WrongPasswordError);
  });

  it('detects a tampered ciphertext, tag, IV or salt', async () => {
    const record = await encryptVault({ mnemonic: TEST_PHRASE }, PASSWORD, FAST);
    const ctLength = Buffer.from(record.ct, 'base64').length;
    const variants: VaultRecord[] = [
      { ...record, ct: tamper(record.ct) },
      { ...record, ct: tamper(record.ct, ctLength - 1) }, // the GCM tag
      { ...record, cipher: { ...record.cipher, iv: tamper(record.cipher.iv) } },
      { ...record, kdf: { ...record.kdf, salt: tamper(record.kdf.salt) } },
    ];
    for (const variant of variants) await expect(decryptVault(variant, PASSWORD, FAST)).rejects.toBeInstanceOf(WrongPasswordError);
  });

  it('binds the iteration count: raising it in the record fails authentication', async () => {
    const record = await encryptVault({ mnemonic: TEST_PHRASE }, PASSWORD, FAST);
    const edited = { ...record, kdf: { ...record.kdf, iterations: 1_001 } };
    await expect(decryptVault(edited, PASSWORD, FAST)).rejects.toBeInstanceOf(WrongPasswordError);
  });

  it('refuses records claiming fewer than 600,000 iterations unless a test lowers the floor', async () => {
    const record = await encryptVault({ mnemonic: TEST_PHRASE }, PASSWORD, FAST);
    await expect(decryptVault(record, PASSWORD)).rejects.toMatchObject({ name: 'InvalidVaultError', reason: 'weakKdf' });
    await expect(decryptVault(record, PASSWORD, { unsafeTestIterations: 2_000 })).rejects.toMatchObject({ reason: 'weakKdf' });
  });

  it('refuses the test option in production', async () => {
    const saved = process.env.NODE_ENV;
    (process.env as Record<string, string>).NODE_ENV = 'production';
    try {
      await expect(encryptVault({ mnemonic: TEST_PHRASE }, PASSWORD, FAST)).rejects.toThrow('tests only');
      await expect(decryptVault({}, PASSWORD, FAST)).rejects.toThrow('tests only');
    } finally {
      (process.env as Record<string, string>).NODE_ENV = saved as string;
    }
  });

  it('refuses malformed records and parameters it does not support, before any work', async () => {
    const record = await encryptVault({ mnemonic: TEST_PHRASE }, PASSWORD, FAST);
    const cases: [unknown, string][] = [
      [null, 'malformed'],
      ['{}', 'malformed'],
      [{ ...record, v: 2 }, 'unsupportedVersion'],
      [{ ...record, kdf: { ...record.kdf, hash: 'SHA-1' } }, 'unsupportedAlgorithm'],
      [{ ...record, cipher: { ...record.cipher, name: 'AES-CBC' } }, 'unsupportedAlgorithm'],
      [{ ...record, kdf: { ...record.kdf, iterations: '1000' } }, 'malformed'],
      [{ ...record, kdf: { ...record.kdf, iterations: 1e12 } }, 'excessiveKdf'],
      [{ ...record, cipher: { ...record.cipher, iv: 'AAAA' } }, 'malformed'],
      [{ ...record, kdf: { ...record.kdf, salt: 'not base64!' } }, 'malformed'],
      [{ ...record, ct: '' }, 'malformed'],
    ];
    for (const [bad, reason] of cases) {
      const attempt = decryptVault(bad, PASSWORD, FAST);
      await expect(attempt).rejects.toBeInstanceOf(InvalidVaultError);
      await expect(attempt).rejects.toMatchObject({ reason });
    }
  });

  it('normalises the password (NFKC), so composed and decomposed accents open the same vault', async () => {
    const record = await encryptVault({ mnemonic: TEST_PHRASE }, 'caf\u00e9', FAST);
    await expect(decryptVault(record, 'cafe\u0301', FAST)).resolves.toEqual({ mnemonic: TEST_PHRASE });
  });
});
