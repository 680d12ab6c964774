import { formatFiat } from './formatFiat';
import { formatPrice } from './formatPrice';

const USD = { code: 'USD', symbol: '$', rate: '1' };
const CNY = { code: 'CNY', symbol: '¥', rate: '7.1' };
const JPY = { code: 'JPY', symbol: '¥', rate: '151.235' };
const KRW = { code: 'KRW', symbol: '₩', rate: '1350.5' };
const EUR = { code: 'EUR', symbol: '€', rate: '0.92' };
const SHIB = '0.00001152';

describe('formatPrice', () => {
  it('keeps 4 significant digits of a sub-cent price instead of "$0.00" (issue 12, SHIB)', () => {
    expect(formatFiat(SHIB, USD)).toBe('$0.00'); // the defect, where formatFiat was used for prices
    expect(formatPrice(SHIB, USD)).toBe('$0.00001152');
    expect(formatPrice('0.000012345678', USD)).toBe('$0.00001235'); // half up at the 4th significant digit
    expect(formatPrice('0.0000000001', USD)).toBe('$0.0000000001');
  });

  it('does so in every display currency, including those without decimals', () => {
    expect(formatPrice(SHIB, CNY)).toBe('¥0.00008179');
    expect(formatPrice(SHIB, EUR)).toBe('€0.0000106');
    expect(formatPrice(SHIB, JPY)).toBe('¥0.001742');
    expect(formatPrice(SHIB, KRW)).toBe('₩0.01556');
    expect(formatPrice('0.5', JPY)).toBe('¥76'); // ¥75.6175: from 1 up, money rules
  });

  it('writes prices from 1 up as money, like formatFiat', () => {
    for (const [usd, currency] of [['2485.1234', USD], ['107100.5', CNY], ['1', JPY], ['3.456', EUR], ['1', KRW]] as const) {
      expect(formatPrice(usd, currency)).toBe(formatFiat(usd, currency));
    }
    expect(formatPrice('2485.1234', USD)).toBe('$2,485.12');
  });

  it('keeps the currency decimals below 1 and drops zeros beyond them', () => {
    expect(formatPrice('0.5', USD)).toBe('$0.50');
    expect(formatPrice('0.1234', USD)).toBe('$0.1234');
    expect(formatPrice('0.12345', USD)).toBe('$0.1235');
    expect(formatPrice('0.1', USD)).toBe('$0.10');
    expect(formatPrice('0', USD)).toBe('$0.00');
    expect(formatPrice('0.99996', USD)).toBe('$1.00'); // rounds up into the next unit
  });
});
