import { ACCID_PATTERN, AMOUNT_PATTERN, COIN_SYMBOL_PATTERN } from './walletRules';

/**
 * The receive screen's payment code for internal transfers (SPEC §2 receive: "copy the payment
 * code"), shown as QR and text:
 *
 *   walletpay:<accid>[?coin=<SYMBOL>][&amount=<decimal>]
 *
 * e.g. `walletpay:12345678?coin=USDT&amount=1.5`. Only the public account id goes in, never the
 * phone number. The send screen parses a scanned or pasted code with `parsePaymentCode` and fills
 * recipient, coin and amount; the amount is a suggestion the sender still confirms.
 */
export const PAYMENT_CODE_SCHEME = 'walletpay';

export type PaymentCode = { accid: string; coin: string | null; amount: string | null };

/** @example buildPaymentCode({ accid: '12345678', coin: 'USDT', amount: '1.5' }) // 'walletpay:12345678?coin=USDT&amount=1.5' */
export function buildPaymentCode(code: PaymentCode): string {
  const params = new URLSearchParams();
  if (code.coin) params.set('coin', code.coin);
  if (code.amount) params.set('amount', code.amount);
  const query = params.toString();
  return `${PAYMENT_CODE_SCHEME}:${code.accid}${query ? `?${query}` : ''}`;
}

/**
 * Reads a payment code; null when the text is not one (or its accid, coin or amount is malformed).
 * Surrounding whitespace and the scheme's case are forgiven.
 *
 * @example parsePaymentCode('walletpay:12345678?coin=USDT') // { accid: '12345678', coin: 'USDT', amount: null }
 */
export function parsePaymentCode(text: string): PaymentCode | null {
  const match = /^([A-Za-z]+):([^?#]*)(?:\?([^#]*))?$/.exec(text.trim());
  if (!match || match[1].toLowerCase() !== PAYMENT_CODE_SCHEME || !ACCID_PATTERN.test(match[2])) return null;
  const params = new URLSearchParams(match[3] ?? '');
  const coin = params.get('coin');
  const amount = params.get('amount');
  if (coin !== null && !COIN_SYMBOL_PATTERN.test(coin)) return null;
  if (amount !== null && !AMOUNT_PATTERN.test(amount)) return null;
  return { accid: match[2], coin, amount };
}
