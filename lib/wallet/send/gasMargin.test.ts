import { maxNativeAmount, withGasMargin } from './gasMargin';

describe('withGasMargin', () => {
  it('adds 20% and rounds up', () => {
    expect(withGasMargin(21_000n)).toBe(25_200n);
    expect(withGasMargin(1n)).toBe(2n);
    expect(withGasMargin(0n)).toBe(0n);
    expect(withGasMargin(100n, 50)).toBe(150n);
    expect(() => withGasMargin(-1n)).toThrow(RangeError);
  });
});

describe('maxNativeAmount', () => {
  it('leaves the fee', () => {
    expect(maxNativeAmount(10n ** 18n, 10n ** 15n)).toBe(10n ** 18n - 10n ** 15n);
    expect(maxNativeAmount(5n, 5n)).toBe(0n);
    expect(maxNativeAmount(1n, 5n)).toBe(0n);
  });
});
