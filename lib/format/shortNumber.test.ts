import { InvalidDecimalError } from './decimal';
import { shortNumber } from './shortNumber';

describe('shortNumber', () => {
  it.each([
    [0, '0'],
    [999, '999'],
    [999.999, '999.999'],
    [1000, '1k'],
    [1500, '1.5k'],
    [1234, '1.23k'],
    [1239, '1.23k'],
    [999_999, '999.99k'],
    [1e6, '1M'],
    [1_234_567, '1.23M'],
    [1e9, '1G'],
    [1e12, '1T'],
    [1e15, '1P'],
    [1e18, '1E'],
    [1e21, '1000E'],
    [-999, '-999'],
    [-1000, '-1k'],
    [-1_234_567, '-1.23M'],
    [1005, '1k'],
    [1050, '1.05k'],
  ])('number %s → %s', (value, expected) => {
    expect(shortNumber(value)).toBe(expected);
  });

  it.each([
    [999n, '999'],
    [1000n, '1k'],
    [999_999n, '999.99k'],
    [1_000_000n, '1M'],
    [10n ** 18n, '1E'],
    [10n ** 18n - 1n, '999.99P'],
    [10n ** 21n, '1000E'],
    [-(10n ** 21n), '-1000E'],
    [2n ** 256n - 1n, '115792089237316195423570985008687907853269984665640564039457.58E'],
  ])('bigint %s → %s', (value, expected) => {
    expect(shortNumber(value)).toBe(expected);
  });

  it.each([
    ['999', '999'],
    ['999.5', '999.5'],
    ['-0.5', '-0.5'],
    ['1000', '1k'],
    ['999999.999', '999.99k'],
    ['1000000', '1M'],
    ['1000000000000000000', '1E'],
    ['1000000000000000000000', '1000E'],
    ['-2500000', '-2.5M'],
  ])('string %s → %s', (value, expected) => {
    expect(shortNumber(value)).toBe(expected);
  });

  it('rejects what is not a number', () => {
    expect(() => shortNumber(Number.NaN)).toThrow(RangeError);
    expect(() => shortNumber(Number.POSITIVE_INFINITY)).toThrow(RangeError);
    expect(() => shortNumber('1,000')).toThrow(InvalidDecimalError);
  });
});
