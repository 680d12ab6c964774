import { InvalidDecimalError } from './decimal';
import { formatFiat } from './formatFiat';

const USD = { code: 'USD', symbol: '$', rate: '1' };
const CNY = { code: 'CNY', symbol: '¥', rate: '7.1' };
const JPY = { code: 'JPY', symbol: '¥', rate: '151.235' };
const KRW = { code: 'KRW', symbol: '₩', rate: '1350.5' };

describe('formatFiat', () => {
  it('converts with 2 decimals and comma separators', () => {
    expect(formatFiat('10', CNY)).toBe('¥71.00');
    expect(formatFiat('1234567.891', USD)).toBe('$1,234,567.89');
    expect(formatFiat('0', USD)).toBe('$0.00');
  });

  it('uses 0 decimals for JPY and KRW', () => {
    expect(formatFiat('10', JPY)).toBe('¥1,512');
    expect(formatFiat('1', KRW)).toBe('₩1,351'); // 1350.5 rounds half up
    expect(formatFiat('1000', KRW)).toBe('₩1,350,500');
  });

  it('rounds half up at the last shown digit', () => {
    expect(formatFiat('1.005', USD)).toBe('$1.01'); // a float would give 1.00
    expect(formatFiat('1.004999', USD)).toBe('$1.00');
    expect(formatFiat('0.995', USD)).toBe('$1.00');
    expect(formatFiat('-1.005', USD)).toBe('-$1.01');
    expect(formatFiat('-0.004', USD)).toBe('$0.00');
  });

  it('multiplies exactly', () => {
    expect(formatFiat('0.1', { code: 'EUR', symbol: '€', rate: '0.2' })).toBe('€0.02');
    expect(formatFiat('123456789012345678901234567890.125', USD)).toBe(
      '$123,456,789,012,345,678,901,234,567,890.13',
    );
  });

  it('uses 3 decimals where ISO 4217 says so', () => {
    expect(formatFiat('1', { code: 'BHD', symbol: 'BD', rate: '0.3765' })).toBe('BD0.377');
  });

  it('rejects bad input', () => {
    expect(() => formatFiat('1,000', USD)).toThrow(InvalidDecimalError);
    expect(() => formatFiat('1', { ...USD, rate: 'x' })).toThrow(InvalidDecimalError);
    expect(() => formatFiat('1', { ...USD, code: 'US' })).toThrow(RangeError);
  });
});
