/** @jest-environment node */
import { decryptVault } from './decryptVault';
import { generateMnemonic } from '../mnemonic/generateMnemonic';
import { encryptVault } from './encryptVault';
import { MIN_PBKDF2_ITERATIONS } from './vaultRecord';

const TEST_PHRASE = 'test test test test test test test test test test test junk';
const PRIVATE_KEY = '0xac0974bec39a17e36ba4a6b4d238ff944bacb478cbed5efcae784d7bf4f2ff80';
const PASSWORD = 'correct horse battery staple';
// Unit tests use a cheap KDF; the default is checked once below with the real count.
const FAST = { unsafeTestIterations: 1_000 };

describe('encryptVault', () => {
  it('writes the versioned record format', async () => {
    const record = await encryptVault({ mnemonic: TEST_PHRASE }, PASSWORD, FAST);
    expect(record).toEqual({
      v: 1,
      kdf: { name: 'PBKDF2', hash: 'SHA-256', iterations: 1_000, salt: expect.any(String) },
      cipher: { name: 'AES-GCM', iv: expect.any(String) },
      ct: expect.any(String),
    });
    expect(Buffer.from(record.kdf.salt, 'base64')).toHaveLength(16);
    expect(Buffer.from(record.cipher.iv, 'base64')).toHaveLength(12);
  });

  it('uses at least 600,000 iterations by default, and opens such a vault without test options', async () => {
    const record = await encryptVault({ mnemonic: TEST_PHRASE }, PASSWORD);
    expect(record.kdf.iterations).toBeGreaterThanOrEqual(600_000);
    expect(MIN_PBKDF2_ITERATIONS).toBeGreaterThanOrEqual(600_000);
    await expect(decryptVault(record, PASSWORD)).resolves.toEqual({ mnemonic: TEST_PHRASE });
  });

  it('draws a new salt and IV each time', async () => {
    const a = await encryptVault({ mnemonic: TEST_PHRASE }, PASSWORD, FAST);
    const b = await encryptVault({ mnemonic: TEST_PHRASE }, PASSWORD, FAST);
    expect(a.kdf.salt).not.toBe(b.kdf.salt);
    expect(a.cipher.iv).not.toBe(b.cipher.iv);
    expect(a.ct).not.toBe(b.ct);
  });

  it('keeps the password, the words and the private key out of the record', async () => {
    const record = await encryptVault({ mnemonic: TEST_PHRASE, privateKey: PRIVATE_KEY }, PASSWORD, FAST);
    const stored = JSON.stringify(record);
    for (const word of new Set(TEST_PHRASE.split(' '))) expect(stored).not.toContain(word);
    expect(stored).not.toContain(PRIVATE_KEY.slice(2));
    expect(stored.toLowerCase()).not.toContain(PRIVATE_KEY.slice(2, 18));
    expect(stored).not.toContain('horse');
    expect(stored).not.toContain(Buffer.from(TEST_PHRASE).toString('base64').slice(0, 16));
  });

  it('keeps a freshly generated phrase out of the record', async () => {
    const mnemonic = generateMnemonic();
    const stored = JSON.stringify(await encryptVault({ mnemonic }, PASSWORD, FAST));
    expect(stored).not.toContain(mnemonic);
    // Short words (3–4 letters) can occur by chance inside random base64; 5+ letters practically cannot.
    for (const word of mnemonic.split(' ').filter((w) => w.length >= 5)) expect(stored).not.toContain(word);
  });

  it('refuses an empty password or secret', async () => {
    await expect(encryptVault({ mnemonic: TEST_PHRASE }, '', FAST)).rejects.toThrow(RangeError);
    await expect(encryptVault({ mnemonic: '' }, PASSWORD, FAST)).rejects.toThrow(RangeError);
  });
});
