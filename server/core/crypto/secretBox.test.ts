import { openSecret, sealSecret } from './secretBox';
import { deriveServerKeys } from './serverKeys';

describe('secretBox (AES-256-GCM)', () => {
  const keys = deriveServerKeys(Buffer.alloc(32, 1));

  it('seals and opens, with a fresh IV each time', () => {
    const a = sealSecret(keys.totpEncryption, 'JBSWY3DPEHPK3PXP', 'totp:1');
    const b = sealSecret(keys.totpEncryption, 'JBSWY3DPEHPK3PXP', 'totp:1');
    expect(a).not.toBe(b);
    expect(a).toMatch(/^v1\./);
    expect(a).not.toContain('JBSWY3DPEHPK3PXP');
    expect(openSecret(keys.totpEncryption, a, 'totp:1')).toBe('JBSWY3DPEHPK3PXP');
  });

  it('refuses another context (row), another key, or a tampered value', () => {
    const sealed = sealSecret(keys.totpEncryption, 'secret', 'totp:1');
    expect(() => openSecret(keys.totpEncryption, sealed, 'totp:2')).toThrow();
    expect(() => openSecret(deriveServerKeys(Buffer.alloc(32, 2)).totpEncryption, sealed, 'totp:1')).toThrow();
    const parts = sealed.split('.');
    parts[3] = Buffer.from('tampered').toString('base64url');
    expect(() => openSecret(keys.totpEncryption, parts.join('.'), 'totp:1')).toThrow();
    expect(() => openSecret(keys.totpEncryption, 'v0.x.y.z', 'totp:1')).toThrow('unknown sealed secret format');
  });

  it('derives distinct keys per purpose', () => {
    const all = Object.values(keys).map((k) => k.toString('hex'));
    expect(new Set(all).size).toBe(all.length);
    expect(keys.totpEncryption).toHaveLength(32);
  });
});
