import { relativeTime } from './relativeTime';

describe('relativeTime', () => {
  it.each([
    [0, '0 minutes ago'],
    [59, '0 minutes ago'],
    [60, '1 minute ago'],
    [119, '1 minute ago'],
    [300, '5 minutes ago'],
    [3599, '59 minutes ago'],
    [3600, '1 hour ago'],
    [7199, '1 hour ago'],
    [7200, '2 hours ago'],
    [86399, '23 hours ago'],
    [86400, '1 day ago'],
    [172799, '1 day ago'],
    [3 * 86400, '3 days ago'],
    [400 * 86400, '400 days ago'],
  ])('%d s → %s', (seconds, expected) => {
    expect(relativeTime(seconds, 'en')).toBe(expected);
  });

  it('writes the future', () => {
    expect(relativeTime(-300, 'en')).toBe('in 5 minutes');
    expect(relativeTime(-86400, 'en')).toBe('in 1 day');
  });

  it('takes from/to dates', () => {
    expect(relativeTime({ from: new Date('2024-01-01T00:00:00Z'), to: new Date('2024-01-01T03:30:00Z') }, 'en')).toBe(
      '3 hours ago',
    );
  });

  it('translates, with `in` as Hindi', () => {
    expect(relativeTime(3 * 3600, 'in')).toBe('3 घंटे पहले');
    expect(relativeTime(300, 'fr')).toBe('il y a 5 minutes');
    expect(relativeTime(86400, 'zh')).toBe('1天前');
  });

  it('rejects a non-finite difference', () => {
    expect(() => relativeTime(Number.NaN, 'en')).toThrow(RangeError);
  });
});
