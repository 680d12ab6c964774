import fc from 'fast-check';
import { CLAIM_CODE_PATTERN, LINK_ID_PATTERN } from '../../../features/redEnvelope/contract/redEnvelopeRules';
import { newClaimCode, newLinkId } from './claimCode';
import { maskName } from './maskName';
import { cryptoRandomBelow, splitEnvelope } from './splitEnvelope';

const sum = (values: readonly bigint[]) => values.reduce((a, b) => a + b, 0n);

describe('splitEnvelope', () => {
  it('lucky: the shares sum to the total, each at least one base unit, the first below twice the mean', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 100 }), fc.bigInt({ min: 0n, max: 10n ** 30n }), (quantity, extra) => {
        const total = BigInt(quantity) + extra;
        const shares = splitEnvelope('lucky', total, quantity);
        expect(shares).toHaveLength(quantity);
        expect(sum(shares)).toBe(total);
        for (const share of shares) expect(share >= 1n).toBe(true);
        if (quantity > 1) expect(shares[0] * BigInt(quantity) < 2n * total).toBe(true);
      }),
      { numRuns: 500 },
    );
  });

  it('lucky at the integer edges: one unit per share, and draws at both ends of every range', () => {
    expect(splitEnvelope('lucky', 5n, 5)).toEqual([1n, 1n, 1n, 1n, 1n]);
    expect(splitEnvelope('lucky', 7n, 1)).toEqual([7n]);
    // The lowest draw everywhere: 1 each, the last takes the rest.
    expect(splitEnvelope('lucky', 100n, 4, () => 0n)).toEqual([1n, 1n, 1n, 97n]);
    // The highest draw everywhere stays below twice the mean of what is left and leaves enough.
    fc.assert(
      fc.property(fc.integer({ min: 2, max: 100 }), fc.bigInt({ min: 0n, max: 10n ** 6n }), (quantity, extra) => {
        const total = BigInt(quantity) + extra;
        const shares = splitEnvelope('lucky', total, quantity, (bound) => bound - 1n);
        expect(sum(shares)).toBe(total);
        for (const share of shares) expect(share >= 1n).toBe(true);
      }),
    );
  });

  it('fixed: equal shares of the amount', () => {
    expect(splitEnvelope('fixed', 2_500000n, 4)).toEqual([2_500000n, 2_500000n, 2_500000n, 2_500000n]);
  });

  it('refuses what cannot give one base unit per share', () => {
    expect(() => splitEnvelope('lucky', 2n, 3)).toThrow(RangeError);
    expect(() => splitEnvelope('fixed', 0n, 3)).toThrow(RangeError);
    expect(() => splitEnvelope('lucky', 10n, 0)).toThrow(RangeError);
  });

  it('draws uniformly in [0, bound) from crypto randomness', () => {
    const counts = [0, 0, 0];
    for (let i = 0; i < 3000; i++) counts[Number(cryptoRandomBelow(3n))]++;
    for (const count of counts) expect(count).toBeGreaterThan(850);
    expect(() => cryptoRandomBelow(0n)).toThrow(RangeError);
    expect(cryptoRandomBelow(1n)).toBe(0n);
  });

  it('keeps every position’s mean near total / quantity (a quick run; scripts/envelope-split-sim.ts runs 100,000)', () => {
    const runs = 4000;
    const quantity = 5;
    const total = 10_000_000n;
    const means = Array.from({ length: quantity }, () => 0n);
    for (let i = 0; i < runs; i++) splitEnvelope('lucky', total, quantity).forEach((share, p) => (means[p] += share));
    for (const m of means) expect(Math.abs(Number(m / BigInt(runs)) / 2_000_000 - 1)).toBeLessThan(0.05);
  });
});

describe('claim codes, link ids and masked names', () => {
  it('makes random codes and link ids of the documented shape', () => {
    const codes = new Set(Array.from({ length: 1000 }, () => newClaimCode()));
    expect(codes.size).toBe(1000);
    for (const code of codes) expect(code).toMatch(CLAIM_CODE_PATTERN);
    expect(newLinkId()).toMatch(LINK_ID_PATTERN);
  });

  it('masks names by grapheme', () => {
    expect(maskName('Alice')).toBe('A***e');
    expect(maskName('Bo')).toBe('B*');
    expect(maskName('李雷')).toBe('李*');
    expect(maskName('👩‍💻 محفظة')).toBe('👩‍💻***ة');
    expect(maskName('')).toBe('*');
  });
});
