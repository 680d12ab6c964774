import { base32Decode, base32Encode } from './base32';
import { type TotpAlgorithm, matchTotpStep, totpCode, totpStep } from './totp';

describe('base32 (RFC 4648 §10 vectors, unpadded)', () => {
  it.each([
    ['', ''],
    ['f', 'MY'],
    ['fo', 'MZXQ'],
    ['foo', 'MZXW6'],
    ['foob', 'MZXW6YQ'],
    ['fooba', 'MZXW6YTB'],
    ['foobar', 'MZXW6YTBOI'],
  ])('%j ⇄ %s', (text, encoded) => {
    expect(base32Encode(Buffer.from(text))).toBe(encoded);
    expect(base32Decode(encoded).toString()).toBe(text);
  });

  it('decodes lower case, spaces and padding; refuses other characters', () => {
    expect(base32Decode('mzxw 6ytb oi======').toString()).toBe('foobar');
    expect(() => base32Decode('MZXW1')).toThrow('not a base32 character');
  });
});

describe('TOTP (RFC 6238 appendix B vectors)', () => {
  const seeds: Record<TotpAlgorithm, Buffer> = {
    sha1: Buffer.from('12345678901234567890'),
    sha256: Buffer.from('12345678901234567890123456789012'),
    sha512: Buffer.from('1234567890123456789012345678901234567890123456789012345678901234'),
  };
  it.each([
    [59, '94287082', '46119246', '90693936'],
    [1111111109, '07081804', '68084774', '25091201'],
    [1111111111, '14050471', '67062674', '99943326'],
    [1234567890, '89005924', '91819424', '93441116'],
    [2000000000, '69279037', '90698825', '38618901'],
    [20000000000, '65353130', '77737706', '47863826'],
  ])('at %i s', (seconds, sha1, sha256, sha512) => {
    const at = new Date(seconds * 1000);
    expect(totpCode(seeds.sha1, at, 8, 'sha1')).toBe(sha1);
    expect(totpCode(seeds.sha256, at, 8, 'sha256')).toBe(sha256);
    expect(totpCode(seeds.sha512, at, 8, 'sha512')).toBe(sha512);
  });

  it('uses 6 digits and 30 s steps by default (the 6 low digits of the 8-digit value)', () => {
    expect(totpCode(seeds.sha1, new Date(59_000))).toBe('287082');
    expect(totpStep(new Date(59_000))).toBe(1n);
    expect(totpStep(new Date(60_000))).toBe(2n);
  });

  it('accepts the previous and next step, not two away', () => {
    const now = new Date(1111111111_000);
    const step = totpStep(now);
    const at = (d: number) => totpCode(seeds.sha1, new Date(now.getTime() + d * 30_000));
    expect(matchTotpStep(seeds.sha1, at(0), now)).toBe(step);
    expect(matchTotpStep(seeds.sha1, at(-1), now)).toBe(step - 1n);
    expect(matchTotpStep(seeds.sha1, at(1), now)).toBe(step + 1n);
    expect(matchTotpStep(seeds.sha1, at(2), now)).toBeNull();
    expect(matchTotpStep(seeds.sha1, at(-2), now)).toBeNull();
    expect(matchTotpStep(seeds.sha1, 'abcdef', now)).toBeNull();
  });
});
