import { CALLING_CODES } from './callingCodes';

describe('calling codes', () => {
  it('lists each region once, with a numeric code', () => {
    const regions = CALLING_CODES.map((c) => c.region);
    expect(new Set(regions).size).toBe(regions.length);
    for (const c of CALLING_CODES) expect(c.code).toMatch(/^[1-9]\d{0,3}$/);
  });
});
