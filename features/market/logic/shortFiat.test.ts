import { shortFiat } from './shortFiat';

const USD = { code: 'USD', symbol: '$', rate: '1' };

describe('shortFiat', () => {
  it('shortens with the spec suffixes, truncating', () => {
    expect(shortFiat('1234567.89', USD)).toBe('$1.23M');
    expect(shortFiat('999999.99', USD)).toBe('$999.99k');
    expect(shortFiat('2500000000', USD)).toBe('$2.5G');
    expect(shortFiat('31000000000000', USD)).toBe('$31T');
  });

  it('converts to the user currency exactly first', () => {
    expect(shortFiat('1000', { code: 'CNY', symbol: '¥', rate: '7.1' })).toBe('¥7.1k');
    expect(shortFiat('0.1', { code: 'CNY', symbol: '¥', rate: '3' })).toBe('¥0.3');
  });

  it('keeps small figures with two decimals at most', () => {
    expect(shortFiat('12.3456', USD)).toBe('$12.34');
    expect(shortFiat('0', USD)).toBe('$0');
  });
});
