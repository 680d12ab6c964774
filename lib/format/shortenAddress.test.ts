import { shortenAddress } from './shortenAddress';

const ADDRESS = '0x52908400098527886E0F7030069857D2E4169EE7';

describe('shortenAddress', () => {
  it('keeps a third at each end by default', () => {
    const short = shortenAddress(ADDRESS);
    expect(short).toBe('0x529084000985…9857D2E4169EE7');
    expect(short.split('…').map((s) => s.length)).toEqual([14, 14]);
  });

  it('takes a keep count', () => {
    expect(shortenAddress(ADDRESS, { keep: 6 })).toBe('0x5290…169EE7');
    expect(shortenAddress(ADDRESS, { keep: 20 })).toBe('0x52908400098527886E…7030069857D2E4169EE7');
  });

  it('returns strings that would not get shorter unchanged', () => {
    expect(shortenAddress('')).toBe('');
    expect(shortenAddress('ab')).toBe('ab');
    expect(shortenAddress('abc')).toBe('abc');
    expect(shortenAddress('abcd')).toBe('a…d');
    expect(shortenAddress(ADDRESS, { keep: 21 })).toBe(ADDRESS);
    expect(shortenAddress('abcdefg', { keep: 3 })).toBe('abcdefg');
    expect(shortenAddress('abcdefgh', { keep: 3 })).toBe('abc…fgh');
  });

  it('rejects a keep that is not a positive integer', () => {
    expect(() => shortenAddress(ADDRESS, { keep: 0 })).toThrow(RangeError);
    expect(() => shortenAddress(ADDRESS, { keep: -1 })).toThrow(RangeError);
    expect(() => shortenAddress(ADDRESS, { keep: 1.5 })).toThrow(RangeError);
  });
});
