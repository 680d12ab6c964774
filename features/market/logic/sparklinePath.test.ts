import { sparklinePath } from './sparklinePath';

/** The y coordinates of a path. */
function ys(path: string): number[] {
  return [...path.matchAll(/[ML][\d.]+,([\d.]+)/g)].map((m) => Number(m[1]));
}

describe('sparklinePath', () => {
  it('scales the points into the box, highest at the top', () => {
    expect(sparklinePath([1, 2, 3], 100, 20)).toBe('M0,19L50,10L100,1');
    expect(sparklinePath([3, 1], 10, 10, 0)).toBe('M0,0L10,10');
  });

  it('draws a flat series through the middle', () => {
    expect(sparklinePath([5, 5, 5], 10, 20)).toBe('M0,10L5,10L10,10');
  });

  it('keeps a vertical range of at least 1 % of the price, so a 0.01 % wiggle stays nearly flat', () => {
    // A stablecoin moving between 0.9999 and 1.0001 (0.02 %): within a fiftieth of the box around its middle.
    const stable = ys(sparklinePath([1, 1.0001, 0.9999, 1.0001, 1], 64, 24, 2));
    expect(Math.max(...stable) - Math.min(...stable)).toBeLessThanOrEqual(0.4);
    expect(stable.every((y) => Math.abs(y - 12) <= 0.2)).toBe(true);
    // A 10 % move still fills the box.
    expect(ys(sparklinePath([100, 110, 105], 64, 24, 2))).toEqual([22, 2, 12]);
    // The floor is a parameter: none draws the wiggle full height.
    expect(ys(sparklinePath([1, 1.0001], 10, 10, 0, 0))).toEqual([10, 0]);
  });

  it('draws nothing for fewer than two points and skips non-finite ones', () => {
    expect(sparklinePath([], 10, 10)).toBe('');
    expect(sparklinePath([1], 10, 10)).toBe('');
    expect(sparklinePath([1, Number.NaN, 3], 10, 10, 0)).toBe('M0,10L10,0');
  });
});
