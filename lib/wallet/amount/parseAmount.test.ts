/** @jest-environment node */
import { formatUnits, parseUnits } from 'viem';
import { parseAmount } from './parseAmount';

function reason(input: string, decimals = 18): string | undefined {
  try {
    parseAmount(input, decimals);
    return undefined;
  } catch (error) {
    return (error as { reason?: string }).reason;
  }
}

describe('parseAmount', () => {
  it('converts decimals to base units exactly', () => {
    expect(parseAmount('1', 18)).toBe(10n ** 18n);
    expect(parseAmount('1.5', 18)).toBe(1_500_000_000_000_000_000n);
    expect(parseAmount('0.1', 18)).toBe(100_000_000_000_000_000n); // 0.1 is not exact as a float
    expect(parseAmount('0.000001', 6)).toBe(1n);
    expect(parseAmount('123456789.123456789012345678', 18)).toBe(123_456_789_123_456_789_012_345_678n);
    expect(parseAmount('42', 0)).toBe(42n);
  });

  it('accepts the forms people type', () => {
    expect(parseAmount('.25', 2)).toBe(25n);
    expect(parseAmount('10.', 2)).toBe(1000n);
    expect(parseAmount('007.50', 2)).toBe(750n);
    expect(parseAmount('  3 ', 2)).toBe(300n);
    expect(parseAmount('0', 18)).toBe(0n);
  });

  it('allows zeros beyond the decimals, which change nothing', () => {
    expect(parseAmount('1.500000', 1)).toBe(15n);
    expect(parseAmount('5.000', 0)).toBe(5n);
  });

  it('refuses more significant decimals than the coin has, where parseUnits would round', () => {
    expect(reason('0.0000001', 6)).toBe('tooManyDecimals');
    expect(reason('1.5', 0)).toBe('tooManyDecimals');
    expect(parseUnits('0.0000005', 6)).toBe(1n); // what we refuse to do
  });

  it('names the reason for what it refuses', () => {
    expect(reason('')).toBe('empty');
    expect(reason('   ')).toBe('empty');
    expect(reason('-1')).toBe('negative');
    expect(reason('1e18')).toBe('exponent');
    expect(reason('1E-6')).toBe('exponent');
    expect(reason('1,5')).toBe('comma');
    expect(reason('1,000.5')).toBe('comma');
    expect(reason('.')).toBe('invalid');
    expect(reason('+1')).toBe('invalid');
    expect(reason('1.2.3')).toBe('invalid');
    expect(reason('0x10')).toBe('invalid');
    expect(reason('1 000')).toBe('invalid');
    expect(reason('١٢')).toBe('invalid'); // Arabic-Indic digits: the input maps them first
    expect(reason('Infinity')).toBe('invalid');
    expect(reason(`${2n ** 256n}`, 0)).toBe('tooLarge');
  });

  it('round-trips with formatUnits', () => {
    for (const [value, decimals] of [[1n, 18], [123_456n, 6], [10n ** 30n + 7n, 18], [0n, 8]] as const) {
      expect(parseAmount(formatUnits(value, decimals), decimals)).toBe(value);
    }
  });

  it('rejects impossible decimals', () => {
    expect(() => parseAmount('1', -1)).toThrow(RangeError);
    expect(() => parseAmount('1', 1.5)).toThrow(RangeError);
    expect(() => parseAmount('1', 256)).toThrow(RangeError);
  });
});
