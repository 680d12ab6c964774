import { CALLING_CODES, callingCodeOf, defaultRegion } from './callingCodes';

describe('calling codes', () => {
  it('lists each region once, with a numeric code', () => {
    const regions = CALLING_CODES.map((c) => c.region);
    expect(new Set(regions).size).toBe(regions.length);
    for (const c of CALLING_CODES) expect(c.code).toMatch(/^[1-9]\d{0,3}$/);
    expect(callingCodeOf('HK')).toBe('852');
    expect(callingCodeOf('CA')).toBe('1');
  });

  it('preselects the browser’s region, then its language’s, then China', () => {
    expect(defaultRegion(['en-AU', 'en'])).toBe('AU');
    expect(defaultRegion(['zh-Hant-TW'])).toBe('TW');
    expect(defaultRegion(['ja'])).toBe('JP');
    expect(defaultRegion(['fr-XX'])).toBe('FR');
    expect(defaultRegion(['hi-IN'])).toBe('IN');
    expect(defaultRegion(['xx'])).toBe('CN');
    expect(defaultRegion([])).toBe('CN');
  });
});
