/** @jest-environment node */
import { openToken, sealToken, type KeyStore } from './tokenVault';

function memoryStore(): KeyStore {
  let key: CryptoKey | undefined;
  return { get: async () => key, put: async (k) => void (key = k) };
}

describe('tokenVault', () => {
  it('seals a token so the stored text does not contain it, and opens it again', async () => {
    const store = memoryStore();
    const sealed = await sealToken('secret-session-token', store);
    expect(sealed).toMatch(/^v1\.[A-Za-z0-9+/=]+\.[A-Za-z0-9+/=]+$/);
    expect(sealed).not.toContain('secret');
    expect(await openToken(sealed, store)).toBe('secret-session-token');
  });

  it('makes the device key non-extractable', async () => {
    const store = memoryStore();
    await sealToken('x', store);
    const key = await store.get();
    expect(key?.extractable).toBe(false);
    await expect(crypto.subtle.exportKey('raw', key as CryptoKey)).rejects.toThrow();
  });

  it('uses a fresh IV each time', async () => {
    const store = memoryStore();
    expect(await sealToken('same', store)).not.toBe(await sealToken('same', store));
  });

  it('returns null for an empty, foreign, tampered or other-device slot', async () => {
    const store = memoryStore();
    const sealed = await sealToken('t', store);
    expect(await openToken(null, store)).toBeNull();
    expect(await openToken('plain-token', store)).toBeNull();
    const [v, iv, ct] = sealed.split('.');
    const flipped = ct[0] === 'A' ? `B${ct.slice(1)}` : `A${ct.slice(1)}`;
    expect(await openToken([v, iv, flipped].join('.'), store)).toBeNull();
    expect(await openToken(sealed, memoryStore())).toBeNull();
  });
});
