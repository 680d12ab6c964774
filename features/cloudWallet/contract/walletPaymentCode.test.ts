import { buildPaymentCode, parsePaymentCode } from './walletPaymentCode';

describe('payment code', () => {
  it.each([
    [{ accid: '12345678', coin: null, amount: null }, 'walletpay:12345678'],
    [{ accid: '12345678', coin: 'USDT', amount: null }, 'walletpay:12345678?coin=USDT'],
    [{ accid: '1234567890', coin: 'BTC', amount: '0.00012' }, 'walletpay:1234567890?coin=BTC&amount=0.00012'],
  ])('builds and reads back %j', (code, text) => {
    expect(buildPaymentCode(code)).toBe(text);
    expect(parsePaymentCode(text)).toEqual(code);
  });

  it('forgives whitespace and the scheme case', () => {
    expect(parsePaymentCode('  WalletPay:12345678?coin=ETH \n')).toEqual({ accid: '12345678', coin: 'ETH', amount: null });
  });

  it.each([
    '',
    '12345678',
    'walletpay:',
    'walletpay:0123456789',
    'walletpay:1234567',
    'walletpay:12345678?coin=usdt',
    'walletpay:12345678?amount=-1',
    'walletpay:12345678?amount=1e5',
    'ethereum:0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266',
    'https://example.com/walletpay:12345678',
  ])('refuses %j', (text) => {
    expect(parsePaymentCode(text)).toBeNull();
  });
});
