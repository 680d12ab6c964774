import { Secret, TOTP } from 'otpauth';
import { authenticatorTotp } from './authenticatorTotp';

describe('base32 (RFC 4648 §10 vectors, unpadded), as otpauth reads and writes secrets', () => {
  it.each([
    ['', ''],
    ['f', 'MY'],
    ['fo', 'MZXQ'],
    ['foo', 'MZXW6'],
    ['foob', 'MZXW6YQ'],
    ['fooba', 'MZXW6YTB'],
    ['foobar', 'MZXW6YTBOI'],
  ])('%j ⇄ %s', (text, encoded) => {
    expect(Secret.fromLatin1(text).base32).toBe(encoded);
    expect(Buffer.from(Secret.fromBase32(encoded).bytes).toString()).toBe(text);
  });

  it('decodes lower case, spaces and padding; refuses other characters', () => {
    expect(Buffer.from(Secret.fromBase32('mzxw 6ytb oi======').bytes).toString()).toBe('foobar');
    expect(() => Secret.fromBase32('MZXW1')).toThrow('Invalid character');
  });
});

describe('TOTP (RFC 6238 appendix B vectors)', () => {
  const seeds = {
    SHA1: '12345678901234567890',
    SHA256: '12345678901234567890123456789012',
    SHA512: '1234567890123456789012345678901234567890123456789012345678901234',
  };
  const code = (algorithm: keyof typeof seeds, seconds: number, digits = 8) =>
    TOTP.generate({ secret: Secret.fromLatin1(seeds[algorithm]), algorithm, digits, timestamp: seconds * 1000 });

  it.each([
    [59, '94287082', '46119246', '90693936'],
    [1111111109, '07081804', '68084774', '25091201'],
    [1111111111, '14050471', '67062674', '99943326'],
    [1234567890, '89005924', '91819424', '93441116'],
    [2000000000, '69279037', '90698825', '38618901'],
    [20000000000, '65353130', '77737706', '47863826'],
  ])('at %i s', (seconds, sha1, sha256, sha512) => {
    expect(code('SHA1', seconds)).toBe(sha1);
    expect(code('SHA256', seconds)).toBe(sha256);
    expect(code('SHA512', seconds)).toBe(sha512);
  });

  it('uses SHA-1, 6 digits and 30 s steps as authenticator apps do (the 6 low digits of the 8-digit value)', () => {
    const totp = authenticatorTotp(Secret.fromLatin1(seeds.SHA1).base32);
    expect(totp.generate({ timestamp: 59_000 })).toBe('287082');
    expect(totp.counter({ timestamp: 59_000 })).toBe(1);
    expect(totp.counter({ timestamp: 60_000 })).toBe(2);
  });

  it('writes the otpauth:// URL authenticator apps read from a QR code', () => {
    const url = new URL(authenticatorTotp('MZXW6YTBOI', { issuer: 'Wallet', label: '12345678' }).toString());
    expect(url.protocol).toBe('otpauth:');
    expect(url.host).toBe('totp');
    expect(decodeURIComponent(url.pathname)).toBe('/Wallet:12345678');
    expect(Object.fromEntries(url.searchParams)).toEqual({ secret: 'MZXW6YTBOI', issuer: 'Wallet', algorithm: 'SHA1', digits: '6', period: '30' });
  });
});
