import { DEFAULT_DATE_PATTERN, deviceTimeZone, formatDate } from './formatDate';

const UTC = { timeZone: 'UTC' };
const MS = Date.UTC(2024, 2, 5, 7, 8, 9); // 2024-03-05 07:08:09 UTC
const SECONDS = MS / 1000; // 1709622489

describe('formatDate', () => {
  it('uses y-m-d h:i:s by default', () => {
    expect(DEFAULT_DATE_PATTERN).toBe('y-m-d h:i:s');
    expect(formatDate(new Date(MS), undefined, UTC)).toBe('2024-03-05 07:08:09');
  });

  it('reads ten digits as seconds and thirteen as milliseconds, number or string', () => {
    expect(String(SECONDS)).toHaveLength(10);
    expect(formatDate(SECONDS, undefined, UTC)).toBe('2024-03-05 07:08:09');
    expect(formatDate(String(SECONDS), undefined, UTC)).toBe('2024-03-05 07:08:09');
    expect(formatDate(MS, undefined, UTC)).toBe('2024-03-05 07:08:09');
    expect(formatDate(String(MS), undefined, UTC)).toBe('2024-03-05 07:08:09');
  });

  it('draws the seconds/ms line at ten digits', () => {
    expect(formatDate(9_999_999_999, undefined, UTC)).toBe('2286-11-20 17:46:39');
    expect(formatDate(10_000_000_000, undefined, UTC)).toBe('1970-04-26 17:46:40');
    expect(formatDate(0, undefined, UTC)).toBe('1970-01-01 00:00:00');
  });

  it('keeps a fraction of a second out of the seconds token', () => {
    expect(formatDate('1709622489.999', undefined, UTC)).toBe('2024-03-05 07:08:09');
  });

  it('takes a pattern and keeps other characters', () => {
    expect(formatDate(MS, 'd/m/y', UTC)).toBe('05/03/2024');
    expect(formatDate(MS, 'h:i', UTC)).toBe('07:08');
    expect(formatDate(MS, 'y年m月d日', UTC)).toBe('2024年03月05日');
  });

  it('writes midnight as 00, not 24', () => {
    expect(formatDate(Date.UTC(2024, 0, 1), DEFAULT_DATE_PATTERN, UTC)).toBe('2024-01-01 00:00:00');
  });

  it('converts to the given time zone', () => {
    expect(formatDate(MS, undefined, { timeZone: 'Asia/Shanghai' })).toBe('2024-03-05 15:08:09');
    expect(formatDate(MS, undefined, { timeZone: 'America/New_York' })).toBe('2024-03-05 02:08:09');
  });

  it('uses the local time zone by default', () => {
    const date = new Date(MS);
    const pad = (n: number) => String(n).padStart(2, '0');
    const local = `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())} ${pad(date.getHours())}:${pad(
      date.getMinutes(),
    )}:${pad(date.getSeconds())}`;
    expect(formatDate(date)).toBe(local);
  });

  it('rejects what is not a date', () => {
    expect(() => formatDate('2024-03-05')).toThrow(RangeError);
    expect(() => formatDate('')).toThrow(RangeError);
    expect(() => formatDate(new Date(Number.NaN))).toThrow(RangeError);
    expect(() => formatDate(Number.NaN)).toThrow(RangeError);
    expect(() => formatDate(MS, undefined, { timeZone: 'Not/AZone' })).toThrow(RangeError);
  });
});

describe('deviceTimeZone', () => {
  it("is the runtime's own zone, asked once", () => {
    const resolved = Intl.DateTimeFormat().resolvedOptions().timeZone;
    const spy = jest.spyOn(Intl, 'DateTimeFormat');
    expect(deviceTimeZone()).toBe(resolved);
    expect(deviceTimeZone()).toBe(resolved);
    expect(spy.mock.calls.length).toBeLessThanOrEqual(1);
    spy.mockRestore();
  });
});
