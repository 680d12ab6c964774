import { parseRecipient } from './parseRecipient';

describe('parseRecipient', () => {
  it('takes an account id', () => expect(parseRecipient(' 12345678 ')).toEqual({ ok: true, to: '12345678', code: null }));
  it('takes an international phone number, forgiving spaces and dashes', () => {
    expect(parseRecipient('+86 138-0013 8000')).toEqual({ ok: true, to: '+8613800138000', code: null });
  });
  it('takes a payment code and returns its coin and amount', () => {
    expect(parseRecipient('walletpay:12345678?coin=USDT&amount=1.5')).toEqual({ ok: true, to: '12345678', code: { accid: '12345678', coin: 'USDT', amount: '1.5' } });
  });
  it.each([['13800138000'], ['0123456789'], ['walletpay:abc'], ['0x0000000000000000000000000000000000000000'], ['+0123456789']])('refuses %s', (text) => {
    expect(parseRecipient(text)).toEqual({ ok: false, problem: 'invalid' });
  });
  it('says when nothing was typed', () => expect(parseRecipient('  ')).toEqual({ ok: false, problem: 'empty' }));
});
