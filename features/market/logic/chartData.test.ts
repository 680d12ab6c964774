import { chartData } from './chartData';

describe('chartData', () => {
  it('maps ms to seconds and USD to the user currency', () => {
    expect(chartData([[1_700_000_000_000, 2], [1_700_000_300_000, 3]], '7.1')).toEqual([[1_700_000_000, 1_700_000_300], [14.2, 21.299999999999997]]);
  });

  it('drops points out of order or not finite', () => {
    const [xs, ys] = chartData([[2000, 1], [1000, 5], [3000, Number.NaN], [4000, 2]], '1');
    expect(xs).toEqual([2, 4]);
    expect(ys).toEqual([1, 2]);
  });

  it('gives empty series for no points', () => {
    expect(chartData([], '1')).toEqual([[], []]);
  });
});
