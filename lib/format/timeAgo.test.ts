import { timeAgo } from './timeAgo';

const JUST_NOW = 'just now';

describe('timeAgo', () => {
  it.each([
    [0, JUST_NOW],
    [29.9, JUST_NOW],
    [30, '1 minute ago'],
    [59, '1 minute ago'],
    [60, '1 minute ago'],
    [119, '1 minute ago'],
    [120, '2 minutes ago'],
    [300, '5 minutes ago'],
    [3599, '59 minutes ago'],
    [3600, '1 hour ago'],
    [86399, '23 hours ago'],
    [86400, '1 day ago'],
    [172799, '1 day ago'],
    [172800, '2 days ago'],
    [3 * 86400, '3 days ago'],
  ])('%d s → %s', (seconds, expected) => {
    expect(timeAgo(seconds, 'en', JUST_NOW)).toBe(expected);
  });

  it('uses the label it is given for "just now"', () => {
    expect(timeAgo(5, 'in', 'अभी')).toBe('अभी');
  });

  it('treats small clock skew as just now and writes the far future', () => {
    expect(timeAgo(-29, 'en', JUST_NOW)).toBe(JUST_NOW);
    expect(timeAgo(-300, 'en', JUST_NOW)).toBe('in 5 minutes');
  });

  it('takes from/to dates', () => {
    expect(timeAgo({ from: 0, to: 45_000 }, 'en', JUST_NOW)).toBe('1 minute ago');
  });

  it('translates, with `in` as Hindi', () => {
    expect(timeAgo(300, 'in', 'अभी')).toBe('5 मिनट पहले');
    expect(timeAgo(86400, 'ar', 'الآن')).toBe('قبل يوم واحد');
  });

  it('rejects a non-finite difference', () => {
    expect(() => timeAgo(Number.POSITIVE_INFINITY, 'en', JUST_NOW)).toThrow(RangeError);
  });
});
