import { acceptsReplacement, replacementFees } from './replacementFees';

const eip1559 = (maxFeePerGas: bigint, maxPriorityFeePerGas: bigint) => ({ type: 'eip1559' as const, maxFeePerGas, maxPriorityFeePerGas });
const legacy = (gasPrice: bigint) => ({ type: 'legacy' as const, gasPrice });

describe('the node replacement rule (geth legacypool, +10 %)', () => {
  it('accepts exactly +10 % when it is a whole number', () => {
    expect(acceptsReplacement(eip1559(100n, 10n), eip1559(110n, 11n))).toBe(true);
    expect(acceptsReplacement(legacy(1000n), legacy(1100n))).toBe(true);
  });

  it('refuses just under +10 % on either field', () => {
    expect(acceptsReplacement(eip1559(100n, 10n), eip1559(109n, 11n))).toBe(false);
    expect(acceptsReplacement(eip1559(100n, 10n), eip1559(200n, 10n))).toBe(false);
    expect(acceptsReplacement(legacy(1000n), legacy(1099n))).toBe(false);
  });

  it('refuses "+10 % rounded down" when that is no raise at all (9 × 1.1 = 9.9 → 9)', () => {
    expect(acceptsReplacement(legacy(9n), legacy((9n * 110n) / 100n))).toBe(false);
    expect(acceptsReplacement(eip1559(9n, 1n), eip1559(9n, 2n))).toBe(false);
    // A tip of 1 wei must become 2: 1 × 1.1 rounds down to 1, and equal is refused.
    expect(acceptsReplacement(eip1559(100n, 1n), eip1559(200n, 1n))).toBe(false);
  });

  it('accepts a raise that meets the rounded-down threshold (15 → 16, threshold 16.5 → 16)', () => {
    expect(acceptsReplacement(legacy(15n), legacy(16n))).toBe(true);
  });
});

describe('replacementFees', () => {
  it('bumps EIP-1559 fees by 12.5 % rounded up, when the network asks less', () => {
    expect(replacementFees(eip1559(40_000_000_000n, 1_500_000_000n), eip1559(1_000_000_000n, 1_000_000_000n))).toEqual(eip1559(45_000_000_000n, 1_687_500_000n));
    expect(replacementFees(eip1559(7n, 3n), null)).toEqual(eip1559(8n, 4n));
  });

  it('takes the network’s current fees where they are higher', () => {
    expect(replacementFees(eip1559(10n, 1n), eip1559(500n, 50n))).toEqual(eip1559(500n, 50n));
    // Only the tip of the network is higher: the cap keeps the bump.
    expect(replacementFees(eip1559(1000n, 1n), eip1559(100n, 50n))).toEqual(eip1559(1125n, 50n));
  });

  it('raises at least 1 wei even on tiny or zero fees', () => {
    expect(replacementFees(eip1559(1n, 0n), null)).toEqual(eip1559(2n, 1n));
    expect(replacementFees(legacy(0n), null)).toEqual(legacy(1n));
  });

  it('never has a tip over the cap', () => {
    const fees = replacementFees(eip1559(10n, 10n), eip1559(5n, 100n));
    expect(fees).toEqual(eip1559(100n, 100n));
  });

  it('bumps a legacy gas price by 10 % rounded up, or to the network’s price', () => {
    expect(replacementFees(legacy(1000n), legacy(10n))).toEqual(legacy(1100n));
    expect(replacementFees(legacy(15n), null)).toEqual(legacy(17n));
    expect(replacementFees(legacy(9n), null)).toEqual(legacy(10n));
    expect(replacementFees(legacy(1000n), legacy(5000n))).toEqual(legacy(5000n));
    // A legacy original on a chain that now has a base fee: the cap is the price to beat.
    expect(replacementFees(legacy(1000n), eip1559(3000n, 2n))).toEqual(legacy(3000n));
  });

  it('always passes the node rule, over many originals', () => {
    for (let cap = 0n; cap < 400n; cap += 7n) {
      for (const tip of [0n, 1n, 2n, 9n, 10n, 11n, cap]) {
        if (tip > cap) continue;
        const old = eip1559(cap, tip);
        expect(acceptsReplacement(old, replacementFees(old, null))).toBe(true);
      }
      expect(acceptsReplacement(legacy(cap), replacementFees(legacy(cap), null))).toBe(true);
    }
  });
});
