import { MINUS, recordAmount } from './recordAmount';

describe('recordAmount', () => {
  it('signs money in with + and money out with a minus sign', () => {
    expect(recordAmount({ direction: 'in', amount: '100', coin: 'USDT' })).toBe('+100 USDT');
    expect(recordAmount({ direction: 'out', amount: '5', coin: 'BTC' })).toBe(`${MINUS}5 BTC`);
    expect(MINUS).not.toBe('-');
  });

  it('groups thousands, drops trailing zeros and truncates past 6 decimals', () => {
    expect(recordAmount({ direction: 'in', amount: '1234567.500000', coin: 'ETH' })).toBe('+1,234,567.5 ETH');
    expect(recordAmount({ direction: 'out', amount: '0.123456789', coin: 'ETH' })).toBe(`${MINUS}0.123456 ETH`);
  });

  it('keeps every decimal for a record\'s detail', () => {
    expect(recordAmount({ direction: 'in', amount: '0.10929038', coin: 'BTC' }, { exact: true })).toBe('+0.10929038 BTC');
    expect(recordAmount({ direction: 'out', amount: '1234.123456789012345678', coin: 'ETH' }, { exact: true })).toBe(`${MINUS}1,234.123456789012345678 ETH`);
    expect(recordAmount({ direction: 'in', amount: '0.10929038', coin: 'BTC' })).toBe('+0.10929 BTC');
  });

  it('rejects an amount that is not a decimal', () => {
    expect(() => recordAmount({ direction: 'in', amount: '1,5', coin: 'ETH' })).toThrow('Not a decimal number');
  });
});
