import { pickCurrency } from './useCurrency';

const list = [
  { code: 'USD', symbol: '$', rate: '1' },
  { code: 'CNY', symbol: '¥', rate: '7.1' },
];

describe('pickCurrency', () => {
  it('finds the chosen currency', () => {
    expect(pickCurrency('CNY', list)).toEqual(list[1]);
  });

  it('falls back to USD when the server no longer offers the stored code, or before init info', () => {
    expect(pickCurrency('XYZ', list)).toEqual(list[0]);
    expect(pickCurrency('CNY', undefined)).toEqual({ code: 'USD', symbol: '$', rate: '1' });
  });
});
