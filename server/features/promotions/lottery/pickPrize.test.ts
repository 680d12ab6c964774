import { randomInt } from 'node:crypto';
import { LOTTERY_WEIGHT_TOTAL } from '../../../../features/promotions/contract/lotteryRules';
import { pickPrize } from './pickPrize';

describe('pickPrize', () => {
  it('lays the prizes end to end by weight: each roll at an edge falls in the right one', () => {
    expect(pickPrize([500, 9500], 0)).toBe(0);
    expect(pickPrize([500, 9500], 499)).toBe(0);
    expect(pickPrize([500, 9500], 500)).toBe(1);
    expect(pickPrize([500, 9500], 9999)).toBe(1);
    expect(pickPrize([0, 10_000, 0], 0)).toBe(1);
    expect(pickPrize([0, 10_000, 0], 9999)).toBe(1);
    expect(() => pickPrize([500, 9500], 10_000)).toThrow(RangeError);
  });

  it('never picks a prize of weight 0, over every roll', () => {
    const weights = [1, 0, 4999, 0, 5000];
    const seen = new Set<number>();
    for (let roll = 0; roll < LOTTERY_WEIGHT_TOTAL; roll++) seen.add(pickPrize(weights, roll));
    expect([...seen].sort()).toEqual([0, 2, 4]);
  });

  it('matches the probabilities over 100,000 draws with node:crypto: chi-square below the 0.01 % critical value, each prize within 5 standard deviations', () => {
    // 0.5 %, 2 %, 7.5 %, 20 %, 70 % (the last one "nothing").
    const weights = [50, 200, 750, 2000, 7000];
    const n = 100_000;
    const counts = weights.map(() => 0);
    const started = performance.now();
    for (let i = 0; i < n; i++) counts[pickPrize(weights, randomInt(LOTTERY_WEIGHT_TOTAL))]++;
    const ms = performance.now() - started;
    const expected = weights.map((w) => (n * w) / LOTTERY_WEIGHT_TOTAL);
    const chiSquare = counts.reduce((sum, c, i) => sum + (c - expected[i]) ** 2 / expected[i], 0);
    // 4 degrees of freedom: P(chi-square > 23.51) = 0.0001, so a correct pick fails this once in 10,000 runs.
    expect(chiSquare).toBeLessThan(23.51);
    const deviations = counts.map((c, i) => {
      const p = weights[i] / LOTTERY_WEIGHT_TOTAL;
      return (c - expected[i]) / Math.sqrt(n * p * (1 - p));
    });
    for (const z of deviations) expect(Math.abs(z)).toBeLessThan(5);
    console.log(
      `lottery pick over ${n} draws (${ms.toFixed(0)} ms): chi-square ${chiSquare.toFixed(2)} (4 df, limit 23.51 at p = 0.0001); ` +
        weights.map((w, i) => `${w / 100} %: ${counts[i]} (expected ${expected[i]}, z ${deviations[i].toFixed(2)})`).join('; '),
    );
  });
});
