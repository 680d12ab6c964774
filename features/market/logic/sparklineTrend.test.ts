import { sparklineTrend } from './sparklineTrend';

describe('sparklineTrend', () => {
  it('tells a falling, rising and unchanged series', () => {
    expect(sparklineTrend([2, 3, 1])).toBe('down');
    expect(sparklineTrend([2, 1, 3])).toBe('up');
    expect(sparklineTrend([2, 1, 2])).toBe('flat');
    expect(sparklineTrend([2])).toBe('flat');
  });
});
