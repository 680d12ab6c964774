import { InvalidDecimalError } from './decimal';
import { formatAmount } from './formatAmount';

const MAX_UINT256 = 2n ** 256n - 1n; // 78 digits

describe('formatAmount', () => {
  it.each([
    ['0', '0.000000'],
    ['1234.5', '1,234.500000'],
    ['1234567.1234567', '1,234,567.123456'],
    ['0.9999999', '0.999999'],
    ['999.9999995', '999.999999'],
    ['-1234.5678919', '-1,234.567891'],
    ['-0.0000001', '0.000000'],
    ['1000', '1,000.000000'],
    ['.5', '0.500000'],
    ['0.1092999999', '0.109299'],
    ['-0.1092999999', '-0.109299'],
    ['0.10929038', '0.109290'],
  ])('%s → %s (truncated, never rounded up)', (value, expected) => {
    expect(formatAmount(value)).toBe(expected);
  });

  it('takes base units with decimals', () => {
    expect(formatAmount({ value: 1500000000000000000n, decimals: 18 })).toBe('1.500000');
    expect(formatAmount({ value: 1n, decimals: 18 })).toBe('0.000000');
    expect(formatAmount({ value: 999999n, decimals: 6 })).toBe('0.999999');
    expect(formatAmount({ value: 1234n, decimals: 0 })).toBe('1,234.000000');
    expect(formatAmount({ value: -2500000n, decimals: 6 })).toBe('-2.500000');
  });

  it('trims trailing zeros on request', () => {
    expect(formatAmount('1234.5', { trim: true })).toBe('1,234.5');
    expect(formatAmount('1234', { trim: true })).toBe('1,234');
    expect(formatAmount('0.0000001', { trim: true })).toBe('0');
    expect(formatAmount({ value: 1500000000000000000n, decimals: 18 }, { trim: true })).toBe('1.5');
  });

  it('keeps every decimal on request (quotes, rates), grouped and trimmed', () => {
    expect(formatAmount('0.0000092903', { exact: true })).toBe('0.0000092903');
    expect(formatAmount('107639.15051182', { exact: true })).toBe('107,639.15051182');
    expect(formatAmount({ value: 185807n, decimals: 8 }, { exact: true })).toBe('0.00185807');
    expect(formatAmount('300.000', { exact: true })).toBe('300');
  });

  it('keeps every decimal of an 18-decimal value when exact, trailing zeros trimmed, signed', () => {
    expect(formatAmount({ value: 1n, decimals: 18 }, { exact: true })).toBe('0.000000000000000001');
    expect(formatAmount({ value: 1234567890123456789012n, decimals: 18 }, { exact: true })).toBe('1,234.567890123456789012');
    expect(formatAmount({ value: 109290380000000000n, decimals: 18 }, { exact: true })).toBe('0.10929038');
    expect(formatAmount('0.109290380000000000', { exact: true })).toBe('0.10929038');
    expect(formatAmount('-1234.567890123456789012', { exact: true })).toBe('-1,234.567890123456789012');
    expect(formatAmount({ value: -10000000n, decimals: 8 }, { exact: true })).toBe('-0.1');
    expect(formatAmount('0.000', { exact: true })).toBe('0');
    expect(formatAmount('-0.000', { exact: true })).toBe('0');
  });

  it('never shows a list amount larger than the value, and the exact one is the value', () => {
    for (const value of ['0.1092999999', '0.99999999', '999999.9999999', '-0.0000019', '5']) {
      const shown = formatAmount(value, { trim: true }).replace(/,/g, '');
      const exact = formatAmount(value, { exact: true }).replace(/,/g, '');
      expect(Math.abs(Number(shown))).toBeLessThanOrEqual(Math.abs(Number(value)));
      expect(Number(exact)).toBe(Number(value));
    }
  });

  it('is exact for 78-digit values', () => {
    const grouped =
      '115,792,089,237,316,195,423,570,985,008,687,907,853,269,984,665,640,564,039,457,584,007,913,129,639,935';
    expect(formatAmount({ value: MAX_UINT256, decimals: 0 })).toBe(`${grouped}.000000`);
    expect(formatAmount(MAX_UINT256.toString())).toBe(`${grouped}.000000`);
    expect(formatAmount({ value: MAX_UINT256, decimals: 18 })).toBe(
      '115,792,089,237,316,195,423,570,985,008,687,907,853,269,984,665,640,564,039,457.584007',
    );
    expect(formatAmount(`0.${MAX_UINT256}`)).toBe('0.115792');
  });

  it('rejects bad input', () => {
    expect(() => formatAmount('1,234.5')).toThrow(InvalidDecimalError);
    expect(() => formatAmount('abc')).toThrow(InvalidDecimalError);
    expect(() => formatAmount({ value: 1n, decimals: -1 })).toThrow(RangeError);
    expect(() => formatAmount({ value: 1n, decimals: 1.5 })).toThrow(RangeError);
  });
});
