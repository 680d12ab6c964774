import { checkOrder, expectedEarnings, orderMax, rateBpOf } from './checkOrder';

const limits = { minimum: 10n, available: 500n, remainingQuota: 300n, perUserRemaining: 200n };

describe('checkOrder', () => {
  it('takes an amount within every limit, the edges included', () => {
    expect(checkOrder(10n, limits)).toBeNull();
    expect(checkOrder(200n, limits)).toBeNull();
  });

  it('names the first rule broken, in the server order', () => {
    expect(checkOrder(9n, limits)).toBe('belowMinimum');
    expect(checkOrder(301n, limits)).toBe('overQuota');
    expect(checkOrder(201n, limits)).toBe('overPerUser');
    expect(checkOrder(201n, { ...limits, perUserRemaining: null, available: 150n })).toBe('overBalance');
  });

  it('has no per-person rule without a maximum', () => {
    expect(checkOrder(300n, { ...limits, perUserRemaining: null })).toBeNull();
  });
});

describe('orderMax', () => {
  it('is the smallest of balance, quota and per-person room', () => {
    expect(orderMax(limits)).toBe(200n);
    expect(orderMax({ ...limits, perUserRemaining: null })).toBe(300n);
    expect(orderMax({ ...limits, available: 7n })).toBe(7n);
  });
});

describe('rateBpOf', () => {
  it('reads percent with up to two decimals', () => {
    expect(rateBpOf('5.5')).toBe(550);
    expect(rateBpOf('5.05')).toBe(505);
    expect(rateBpOf('12')).toBe(1200);
    expect(rateBpOf('100')).toBe(10_000);
  });

  it('refuses anything else', () => {
    expect(rateBpOf('5.555')).toBeNull();
    expect(rateBpOf('-1')).toBeNull();
    expect(rateBpOf('')).toBeNull();
  });
});

describe('expectedEarnings', () => {
  it('counts a fixed order over its term and an on-demand one per day, rounded down', () => {
    // 1,000 USDT (6 decimals) at 10 %: 100 USDT in a year, 0.273972 USDT a day.
    expect(expectedEarnings(1_000_000_000n, 1000, 365)).toEqual({ per: 'term', units: 100_000_000n });
    expect(expectedEarnings(1_000_000_000n, 1000, null)).toEqual({ per: 'day', units: 273_972n });
  });
});
