import { callingCodeOf, defaultRegion } from '@/lib/phone/regionCallingCode';

describe('calling codes', () => {
  it('finds the calling code of a listed region', () => {
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
