/** @jest-environment node */
import { createPinRecord, MIN_PIN_ITERATIONS, parsePinRecord, PIN_ITERATIONS, verifyPin } from './pinHash';

describe('pinHash', () => {
  it('makes a versioned PBKDF2-SHA256 record with ≥ 600,000 iterations and a 16-byte salt', async () => {
    const record = await createPinRecord('482913');
    expect(record).toMatchObject({ v: 1, kdf: 'PBKDF2-SHA256', iterations: PIN_ITERATIONS });
    expect(PIN_ITERATIONS).toBeGreaterThanOrEqual(600_000);
    expect(Buffer.from(record.salt, 'base64')).toHaveLength(16);
    expect(Buffer.from(record.hash, 'base64')).toHaveLength(32);
  });

  it('verifies the right PIN and refuses a wrong one', async () => {
    const record = await createPinRecord('482913');
    await expect(verifyPin('482913', record)).resolves.toBe(true);
    await expect(verifyPin('482914', record)).resolves.toBe(false);
    await expect(verifyPin('', record)).resolves.toBe(false);
  });

  it('salts every record, so the same PIN never gives the same hash', async () => {
    const [a, b] = await Promise.all([createPinRecord('111111'), createPinRecord('111111')]);
    expect(a.salt).not.toBe(b.salt);
    expect(a.hash).not.toBe(b.hash);
  });

  it('refuses a PIN that is not 6 digits', async () => {
    await expect(createPinRecord('12345')).rejects.toThrow(RangeError);
    await expect(createPinRecord('abcdef')).rejects.toThrow(RangeError);
  });

  it('reads back its own record and nothing else', async () => {
    const record = await createPinRecord('482913');
    expect(parsePinRecord(JSON.stringify(record))).toEqual(record);
    expect(parsePinRecord(null)).toBeNull();
    expect(parsePinRecord('')).toBeNull();
    expect(parsePinRecord('482913')).toBeNull();
    expect(parsePinRecord('{"v":2}')).toBeNull();
    expect(parsePinRecord(JSON.stringify({ ...record, kdf: 'MD5' }))).toBeNull();
    // A planted record with few iterations would make guessing cheap.
    expect(parsePinRecord(JSON.stringify({ ...record, iterations: MIN_PIN_ITERATIONS - 1 }))).toBeNull();
  });
});
