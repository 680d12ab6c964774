import { secondsToClock } from './secondsToClock';

describe('secondsToClock', () => {
  it.each([
    [0, '00:00:00'],
    [1, '00:00:01'],
    [59, '00:00:59'],
    [60, '00:01:00'],
    [3599, '00:59:59'],
    [3600, '01:00:00'],
    [86399, '23:59:59'],
    [86400, '24:00:00'],
    [90061, '25:01:01'],
    [360000, '100:00:00'],
    [61.9, '00:01:01'],
    [-1, '00:00:00'],
    [Number.NaN, '00:00:00'],
    [Number.POSITIVE_INFINITY, '00:00:00'],
  ])('%d → %s', (seconds, expected) => {
    expect(secondsToClock(seconds)).toBe(expected);
  });
});
