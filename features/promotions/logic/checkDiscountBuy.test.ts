import { checkDiscountBuy } from './checkDiscountBuy';

const AU = 100_000_000n;

describe('checkDiscountBuy', () => {
  it('prices the amount at the discounted price rounded up, adds the fee, and says nothing within the cap and the balance', () => {
    expect(checkDiscountBuy(10n * AU, 2_250_000n, 100, 100_000_000n, 100n * AU)).toEqual({ cost: 22_500_000n, fee: 225_000n, total: 22_725_000n, problem: null });
    expect(checkDiscountBuy(1n, 2_250_000n, 0, 1n, 100n * AU)).toEqual({ cost: 1n, fee: 0n, total: 1n, problem: null });
  });

  it('refuses zero first, then past what is left of the cap, then more than the balance', () => {
    expect(checkDiscountBuy(0n, 2_250_000n, 0, 0n, 0n).problem).toBe('zero');
    expect(checkDiscountBuy(100n * AU + 1n, 2_250_000n, 0, 0n, 100n * AU).problem).toBe('overCap');
    expect(checkDiscountBuy(100n * AU, 2_250_000n, 0, 0n, 100n * AU).problem).toBe('overBalance');
    expect(checkDiscountBuy(40n * AU, 2_250_000n, 0, 90_000_000n, 40n * AU).problem).toBe(null);
    expect(checkDiscountBuy(40n * AU, 2_250_000n, 100, 90_000_000n, 40n * AU).problem).toBe('overBalance');
    expect(checkDiscountBuy(1n, 2_250_000n, 0, 10n, 0n).problem).toBe('overCap');
  });
});
