import { InvalidDecimalError } from './decimal';
import { formatRate } from './formatRate';

describe('formatRate', () => {
  it('keeps 6 significant digits of a rate below 1, however many zeros lead', () => {
    expect(formatRate('0.0000092903828')).toBe('0.00000929038');
    expect(formatRate('0.0000092903')).toBe('0.0000092903');
    expect(formatRate('0.4975')).toBe('0.4975');
    expect(formatRate('0.123456789')).toBe('0.123457');
    expect(formatRate('0.0000000033333333')).toBe('0.00000000333333');
    expect(formatRate('0.000000000000000001')).toBe('0.000000000000000001');
  });

  it('keeps 6 significant digits from 1 up, but at least 2 decimals, so a large rate keeps its cents', () => {
    expect(formatRate('107638.22362486')).toBe('107,638.22');
    expect(formatRate('107639.15051182')).toBe('107,639.15');
    expect(formatRate('2.01005025')).toBe('2.01005');
    expect(formatRate('151.235')).toBe('151.235');
    expect(formatRate('1350.5')).toBe('1,350.5');
    expect(formatRate('123456789.987')).toBe('123,456,789.99');
  });

  it('rounds half-up at the last digit kept, carrying into the integer', () => {
    expect(formatRate('0.12345650')).toBe('0.123457');
    expect(formatRate('0.12345649')).toBe('0.123456');
    expect(formatRate('9.999999')).toBe('10');
    expect(formatRate('0.9999996')).toBe('1');
    expect(formatRate('99999.995')).toBe('100,000');
  });

  it('drops trailing zeros and a bare point', () => {
    expect(formatRate('3')).toBe('3');
    expect(formatRate('7.10')).toBe('7.1');
    expect(formatRate('100.000000')).toBe('100');
    expect(formatRate('0')).toBe('0');
    expect(formatRate('0.000')).toBe('0');
  });

  it('refuses what is not a decimal number', () => {
    expect(() => formatRate('1,234.5')).toThrow(InvalidDecimalError);
    expect(() => formatRate('')).toThrow(InvalidDecimalError);
  });
});
