import { parsePaymentCode, type PaymentCode } from '@/features/cloudWallet/contract/walletPaymentCode';
import { PHONE_PATTERN } from '@/lib/contract/userRules';
import { ACCID_PATTERN } from '@/features/cloudWallet/contract/walletRules';

export type RecipientProblem = 'empty' | 'invalid';
export type ParsedRecipient =
  | { ok: true; to: string; code: PaymentCode | null }
  | { ok: false; problem: RecipientProblem };

/**
 * Reads the internal-transfer recipient the user typed, pasted or scanned: an account id (8 to 10
 * digits), an international phone number (`+` and country code; spaces, dashes and brackets are
 * forgiven), or a payment code from the receive screen (`walletpay:<accid>?coin=…&amount=…`,
 * returned in `code` so the screen can fill coin and amount too).
 *
 * @example parseRecipient('+86 138 0013 8000') // { ok: true, to: '+8613800138000', code: null }
 * @example parseRecipient('walletpay:12345678?coin=USDT') // { ok: true, to: '12345678', code: {…} }
 */
export function parseRecipient(text: string): ParsedRecipient {
  const trimmed = text.trim();
  if (trimmed === '') return { ok: false, problem: 'empty' };
  const code = parsePaymentCode(trimmed);
  if (code) return { ok: true, to: code.accid, code };
  if (ACCID_PATTERN.test(trimmed)) return { ok: true, to: trimmed, code: null };
  const phone = trimmed.replace(/[\s\-().]/g, '');
  if (PHONE_PATTERN.test(phone)) return { ok: true, to: phone, code: null };
  return { ok: false, problem: 'invalid' };
}
