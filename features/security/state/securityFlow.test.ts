import { GOOGLE_CODE_TTL_MS, isFreshGoogleCode } from './securityFlow';

describe('isFreshGoogleCode', () => {
  it('takes a code entered within the last minute, and nothing else', () => {
    expect(isFreshGoogleCode(null, 0)).toBe(false);
    expect(isFreshGoogleCode({ code: '123456', at: 1_000 }, 1_000)).toBe(true);
    expect(isFreshGoogleCode({ code: '123456', at: 1_000 }, 1_000 + GOOGLE_CODE_TTL_MS - 1)).toBe(true);
    expect(isFreshGoogleCode({ code: '123456', at: 1_000 }, 1_000 + GOOGLE_CODE_TTL_MS)).toBe(false);
    expect(isFreshGoogleCode({ code: '123456', at: 5_000 }, 1_000)).toBe(false);
  });
});
