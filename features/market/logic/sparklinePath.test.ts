import { sparklineFalling, sparklinePath } from './sparklinePath';

describe('sparklinePath', () => {
  it('scales the points into the box, highest at the top', () => {
    expect(sparklinePath([1, 2, 3], 100, 20)).toBe('M0,19L50,10L100,1');
    expect(sparklinePath([3, 1], 10, 10, 0)).toBe('M0,0L10,10');
  });

  it('draws a flat series through the middle', () => {
    expect(sparklinePath([5, 5, 5], 10, 20)).toBe('M0,10L5,10L10,10');
  });

  it('draws nothing for fewer than two points and skips non-finite ones', () => {
    expect(sparklinePath([], 10, 10)).toBe('');
    expect(sparklinePath([1], 10, 10)).toBe('');
    expect(sparklinePath([1, Number.NaN, 3], 10, 10, 0)).toBe('M0,10L10,0');
  });

  it('tells a falling series', () => {
    expect(sparklineFalling([2, 3, 1])).toBe(true);
    expect(sparklineFalling([2, 1, 2])).toBe(false);
    expect(sparklineFalling([2])).toBe(false);
  });
});
