import { checkBuy } from './checkBuy';

describe('checkBuy', () => {
  it('prices the amount rounded up, adds the fee rounded up, and says nothing when the balance covers it', () => {
    expect(checkBuy(150_000_000n, 2_500_000n, 100, 10_000_000n)).toEqual({ cost: 3_750_000n, fee: 37_500n, total: 3_787_500n, problem: null });
    expect(checkBuy(1n, 2_500_000n, 0, 10n)).toEqual({ cost: 1n, fee: 0n, total: 1n, problem: null });
  });

  it('refuses zero before the balance, and more than the balance with the fee counted', () => {
    expect(checkBuy(0n, 2_500_000n, 0, 0n).problem).toBe('zero');
    expect(checkBuy(1n, 1n, 0, 0n).problem).toBe('overBalance');
    expect(checkBuy(100_000_000n, 2_500_000n, 0, 2_499_999n).problem).toBe('overBalance');
    expect(checkBuy(100_000_000n, 2_500_000n, 100, 2_500_000n).problem).toBe('overBalance');
    expect(checkBuy(100_000_000n, 2_500_000n, 100, 2_525_000n).problem).toBe(null);
  });
});
