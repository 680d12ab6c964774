import { InvalidDecimalError, multiplyDecimals, parseDecimal, roundDecimal, splitDecimal } from './decimal';

const MAX_UINT256 = '115792089237316195423570985008687907853269984665640564039457584007913129639935';

describe('parseDecimal', () => {
  it.each([
    ['0', 0n, 0],
    ['-12.50', -1250n, 2],
    ['+7', 7n, 0],
    ['.5', 5n, 1],
    ['5.', 5n, 0],
    ['1e+21', 10n ** 21n, 0],
    ['1.5e3', 1500n, 0],
    ['1e-7', 1n, 7],
    ['2.5E-2', 25n, 3],
  ])('%s', (text, units, scale) => {
    expect(parseDecimal(text)).toEqual({ units, scale });
  });

  it('keeps all 78 digits of a uint256', () => {
    expect(parseDecimal(MAX_UINT256).units).toBe(2n ** 256n - 1n);
  });

  it.each(['', '-', '.', '1,234', ' 1', '1 ', '1.2.3', 'abc', '0x10', 'NaN', 'Infinity', '1e', '1e99999'])(
    'rejects %j',
    (text) => {
      expect(() => parseDecimal(text)).toThrow(InvalidDecimalError);
    },
  );
});

describe('multiplyDecimals', () => {
  it('multiplies exactly where floats do not', () => {
    expect(splitDecimal(multiplyDecimals(parseDecimal('0.1'), parseDecimal('0.2')))).toEqual({
      negative: false,
      integer: 0n,
      fraction: '02',
    });
  });
});

describe('roundDecimal', () => {
  const round = (text: string, digits: number, mode: 'truncate' | 'halfUp') => {
    const { negative, integer, fraction } = splitDecimal(roundDecimal(parseDecimal(text), digits, mode));
    return `${negative ? '-' : ''}${integer}${fraction ? `.${fraction}` : ''}`;
  };

  it.each([
    ['2.345', 2, '2.35'],
    ['2.3449', 2, '2.34'],
    ['-2.345', 2, '-2.35'],
    ['0.5', 0, '1'],
    ['0.49', 0, '0'],
    ['9.995', 2, '10.00'],
    ['1.5', 3, '1.500'],
    ['-0.004', 2, '0.00'],
  ])('halfUp %s to %d → %s', (text, digits, expected) => {
    expect(round(text, digits, 'halfUp')).toBe(expected);
  });

  it.each([
    ['2.349', 2, '2.34'],
    ['-2.349', 2, '-2.34'],
    ['0.9999999', 6, '0.999999'],
    ['-0.0000001', 6, '0.000000'],
    ['12', 2, '12.00'],
  ])('truncate %s to %d → %s', (text, digits, expected) => {
    expect(round(text, digits, 'truncate')).toBe(expected);
  });
});

describe('splitDecimal', () => {
  it('pads the fraction to the scale', () => {
    expect(splitDecimal({ units: -1205n, scale: 3 })).toEqual({ negative: true, integer: 1n, fraction: '205' });
    expect(splitDecimal({ units: 5n, scale: 4 })).toEqual({ negative: false, integer: 0n, fraction: '0005' });
    expect(splitDecimal({ units: 42n, scale: 0 })).toEqual({ negative: false, integer: 42n, fraction: '' });
  });
});
