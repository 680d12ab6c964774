import type { Address } from 'viem';
import { planBalanceBatches } from './planBalanceBatches';

const token = (n: number) => `0x${n.toString(16).padStart(40, '0')}` as Address;

describe('planBalanceBatches', () => {
  it('splits in order into batches of at most batchSize', () => {
    const tokens = Array.from({ length: 5 }, (_, i) => token(i + 1));
    expect(planBalanceBatches(tokens, 2)).toEqual([[token(1), token(2)], [token(3), token(4)], [token(5)]]);
    expect(planBalanceBatches(tokens, 5)).toEqual([tokens]);
  });

  it('makes 5 batches of 100 for 500 tokens by default', () => {
    const batches = planBalanceBatches(Array.from({ length: 500 }, (_, i) => token(i + 1)));
    expect(batches.map((batch) => batch.length)).toEqual([100, 100, 100, 100, 100]);
  });

  it('asks for each token once', () => {
    const upper = `0x${'A'.repeat(40)}` as Address;
    expect(planBalanceBatches([token(1), upper, token(1), upper.toLowerCase() as Address], 10)).toEqual([[token(1), upper]]);
  });

  it('plans nothing for no tokens', () => {
    expect(planBalanceBatches([], 10)).toEqual([]);
  });

  it('rejects a batch size that is not a positive integer', () => {
    expect(() => planBalanceBatches([], 0)).toThrow(RangeError);
    expect(() => planBalanceBatches([], 1.5)).toThrow(RangeError);
  });
});
