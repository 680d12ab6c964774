import { formatAmountText } from './formatAmountText';

describe('formatAmountText', () => {
  it('writes every significant decimal with the locale decimal separator, no grouping', () => {
    expect(formatAmountText(1_234_500_000n, 6, 'en')).toBe('1234.5');
    expect(formatAmountText(1_234_500_000n, 6, 'fr')).toBe('1234,5');
    expect(formatAmountText(1_234_500_000n, 6, 'el')).toBe('1234,5');
    expect(formatAmountText(1_234_500_000n, 6, 'in')).toBe('1234.5');
    expect(formatAmountText(1n, 18, 'en')).toBe('0.000000000000000001');
    expect(formatAmountText(0n, 18, 'tr')).toBe('0');
    expect(formatAmountText(42n, 0, 'ar')).toBe('42');
    expect(formatAmountText(2n ** 256n - 1n, 0, 'en')).toBe(`${2n ** 256n - 1n}`);
  });

  it('adds a zero where a decimal comma would look like a thousands grouping', () => {
    expect(formatAmountText(1_234_000n, 6, 'tr')).toBe('1,2340');
    expect(formatAmountText(12_345n, 3, 'fr')).toBe('12,3450');
    expect(formatAmountText(1_234_000n, 6, 'en')).toBe('1.234'); // "." never groups in English
    expect(formatAmountText(1_234_000n, 6, 'fr')).toBe('1,2340');
  });

  it('refuses what is not an amount', () => {
    expect(() => formatAmountText(-1n, 6, 'en')).toThrow(RangeError);
    expect(() => formatAmountText(1n, 256, 'en')).toThrow(RangeError);
  });
});
