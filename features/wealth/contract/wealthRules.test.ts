import { DAY_MS, earnedDays, earningsAt, expiryOf, interestFor, isEarly, rateText, valueDateOf } from './wealthRules';

const at = (iso: string) => new Date(iso);
const plus = (date: Date, ms: number) => new Date(date.getTime() + ms);

describe('valueDateOf', () => {
  it('is the next UTC midnight, even for an order placed at midnight exactly (T+1)', () => {
    expect(valueDateOf(at('2026-11-24T13:05:00Z'))).toEqual(at('2026-11-25T00:00:00Z'));
    expect(valueDateOf(at('2026-11-24T23:59:59.999Z'))).toEqual(at('2026-11-25T00:00:00Z'));
    expect(valueDateOf(at('2026-11-25T00:00:00.000Z'))).toEqual(at('2026-11-26T00:00:00Z'));
    expect(valueDateOf(at('2026-12-31T18:00:00Z'))).toEqual(at('2027-01-01T00:00:00Z'));
  });
});

describe('expiryOf', () => {
  it('is the value date plus the term, or none on demand', () => {
    expect(expiryOf(at('2026-11-25T00:00:00Z'), 30)).toEqual(at('2026-12-25T00:00:00Z'));
    expect(expiryOf(at('2026-11-25T00:00:00Z'), null)).toBeNull();
  });
});

describe('earnedDays', () => {
  const value = at('2026-11-25T00:00:00Z');
  const expiry = expiryOf(value, 30)!;
  it('counts whole days from the value date: none before it or in its first day', () => {
    expect(earnedDays(value, 30, plus(value, -1))).toBe(0);
    expect(earnedDays(value, 30, at('2026-11-01T00:00:00Z'))).toBe(0);
    expect(earnedDays(value, 30, value)).toBe(0);
    expect(earnedDays(value, 30, plus(value, DAY_MS - 1))).toBe(0);
    expect(earnedDays(value, 30, plus(value, DAY_MS))).toBe(1);
  });
  it('reaches the term at the expiry instant and never passes it', () => {
    expect(earnedDays(value, 30, plus(expiry, -1))).toBe(29);
    expect(earnedDays(value, 30, expiry)).toBe(30);
    expect(earnedDays(value, 30, plus(expiry, 400 * DAY_MS))).toBe(30);
  });
  it('has no cap on demand', () => {
    expect(earnedDays(value, null, plus(value, 400 * DAY_MS))).toBe(400);
  });
});

describe('interestFor', () => {
  it('is simple interest per day at rate/365, rounded down to a base unit', () => {
    expect(interestFor(1_000_000_000n, 1000, 365)).toBe(100_000_000n);
    // 100 USDT at 5.5 %: 15,068.49… base units a day.
    expect(interestFor(100_000_000n, 550, 1)).toBe(15_068n);
    expect(interestFor(100_000_000n, 550, 30)).toBe(452_054n);
    expect(interestFor(999n, 550, 1)).toBe(0n);
    expect(interestFor(1n, 10_000, 364)).toBe(0n);
    expect(interestFor(1n, 10_000, 365)).toBe(1n);
  });
  it('is 0 for no days or no rate', () => {
    expect(interestFor(100_000_000n, 550, 0)).toBe(0n);
    expect(interestFor(100_000_000n, 550, -3)).toBe(0n);
    expect(interestFor(100_000_000n, 0, 30)).toBe(0n);
  });
});

describe('earningsAt', () => {
  const value = at('2026-11-25T00:00:00Z');
  const fixed = { principal: 100_000_000n, rateBp: 550, valueDate: value, termDays: 30 };
  const expiry = expiryOf(value, 30)!;
  it('is nothing before the value date and in its first day', () => {
    expect(earningsAt(fixed, plus(value, -1))).toEqual({ days: 0, total: 0n, yesterday: 0n });
    expect(earningsAt(fixed, plus(value, DAY_MS - 1))).toEqual({ days: 0, total: 0n, yesterday: 0n });
  });
  it("shows yesterday's share as the last whole day's interest (the rounding moves between days)", () => {
    expect(earningsAt(fixed, plus(value, DAY_MS))).toEqual({ days: 1, total: 15_068n, yesterday: 15_068n });
    expect(earningsAt(fixed, plus(value, 2 * DAY_MS))).toEqual({ days: 2, total: 30_136n, yesterday: 15_068n });
    expect(earningsAt(fixed, plus(expiry, -1))).toEqual({ days: 29, total: 436_986n, yesterday: 436_986n - 421_917n });
  });
  it('counts the last day at the expiry, and no day after it', () => {
    expect(earningsAt(fixed, expiry)).toEqual({ days: 30, total: 452_054n, yesterday: 452_054n - 436_986n });
    expect(earningsAt(fixed, plus(expiry, DAY_MS - 1))).toEqual({ days: 30, total: 452_054n, yesterday: 452_054n - 436_986n });
    expect(earningsAt(fixed, plus(expiry, DAY_MS))).toEqual({ days: 30, total: 452_054n, yesterday: 0n });
    expect(earningsAt(fixed, plus(expiry, 10 * DAY_MS))).toEqual({ days: 30, total: 452_054n, yesterday: 0n });
  });
  it('keeps earning on demand', () => {
    const onDemand = { ...fixed, termDays: null };
    expect(earningsAt(onDemand, plus(value, 31 * DAY_MS))).toEqual({ days: 31, total: interestFor(100_000_000n, 550, 31), yesterday: interestFor(100_000_000n, 550, 31) - 452_054n });
  });
});

describe('isEarly', () => {
  it('is a fixed order before its expiry instant, never an on-demand one', () => {
    const expiry = at('2026-12-25T00:00:00Z');
    expect(isEarly(expiry, plus(expiry, -1))).toBe(true);
    expect(isEarly(expiry, expiry)).toBe(false);
    expect(isEarly(expiry, plus(expiry, 1))).toBe(false);
    expect(isEarly(null, at('2026-11-25T00:00:00Z'))).toBe(false);
  });
});

describe('rateText', () => {
  it('shows basis points as the percent, without trailing zeros', () => {
    expect(rateText(550)).toBe('5.5');
    expect(rateText(505)).toBe('5.05');
    expect(rateText(500)).toBe('5');
    expect(rateText(1)).toBe('0.01');
    expect(rateText(10)).toBe('0.1');
    expect(rateText(1234)).toBe('12.34');
    expect(rateText(10_000)).toBe('100');
    expect(rateText(0)).toBe('0');
  });
});
