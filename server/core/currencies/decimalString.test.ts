import { decimalString } from './decimalString';

describe('decimalString', () => {
  it.each([
    [7.1, '7.1'],
    [1, '1'],
    [143.9, '143.9'],
    [0.000123, '0.000123'],
    [1.5e-7, '0.00000015'],
    [2e21, '2000000000000000000000'],
    ['7.10', '7.1'],
    [' 007.5 ', '7.5'],
    ['10.000', '10'],
    ['1352.123456789012345678', '1352.123456789012345678'],
  ])('%j → %j', (input, expected) => {
    expect(decimalString(input)).toBe(expected);
  });

  it.each([[0], [-1], ['-1'], ['0.00'], [NaN], [Infinity], ['1e5'], ['abc'], [''], [null], [{}]])('rejects %j', (input) => {
    expect(decimalString(input)).toBeNull();
  });
});
