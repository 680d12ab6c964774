import { coinValue } from './coinValue';

const USD = { code: 'USD', symbol: '$', rate: '1' };
const FEED = { source: 'feed' as const, asOf: '2026-11-22T00:00:00Z', stale: false };

describe('coinValue', () => {
  it('converts the USD value at the currency rate', () => {
    expect(coinValue('1234.5', FEED, USD)).toEqual({ text: '$1,234.50', sample: false, stale: false });
    expect(coinValue('10', FEED, { code: 'JPY', symbol: '¥', rate: '151.235' })).toEqual({ text: '¥1,512', sample: false, stale: false });
  });

  it('marks sample and stale prices', () => {
    expect(coinValue('1', { source: 'sample', asOf: null, stale: false }, USD)).toMatchObject({ sample: true });
    expect(coinValue('1', { ...FEED, stale: true }, USD)).toMatchObject({ stale: true });
  });

  it('shows no value without a price', () => {
    expect(coinValue(null, FEED, USD)).toBeNull();
  });
});
