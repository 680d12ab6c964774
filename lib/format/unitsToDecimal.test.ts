import { unitsToDecimal } from './unitsToDecimal';

describe('unitsToDecimal', () => {
  it.each([
    [1_500_000n, 6, '1.5'],
    [1n, 18, '0.000000000000000001'],
    [123_456_789_012_345_678_901n, 18, '123.456789012345678901'],
    [0n, 8, '0'],
    [100n, 0, '100'],
    [-25n, 1, '-2.5'],
  ])('%s with %i decimals → %s', (units, decimals, text) => expect(unitsToDecimal(units, decimals)).toBe(text));
});
