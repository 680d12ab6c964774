import type { WalletRecord } from '@/features/cloudWallet/contract/walletApi';
import { formatAmount } from '@/lib/format/formatAmount';

/** The minus sign of money going out (U+2212, as the HD history shows it), so it reads as a sign, not a hyphen. */
export const MINUS = '−';

/**
 * A record's amount signed by its direction, with the coin: "+100 USDT" for money in, "−5 USDT"
 * for money out. In a list up to 6 decimals, trailing zeros dropped, truncated (never shows more
 * than moved); `exact` (a record's detail) keeps every decimal of the coin.
 *
 * @example recordAmount({ direction: 'in', amount: '100.50', coin: 'USDT' }) // '+100.5 USDT'
 * @example recordAmount({ direction: 'out', amount: '5', coin: 'BTC' }) // '−5 BTC'
 * @example recordAmount({ direction: 'in', amount: '0.10929038', coin: 'BTC' }, { exact: true }) // '+0.10929038 BTC'
 * @throws {InvalidDecimalError} when `amount` is not a decimal string.
 */
export function recordAmount(record: Pick<WalletRecord, 'direction' | 'amount' | 'coin'>, options: { exact?: boolean } = {}): string {
  return `${record.direction === 'out' ? MINUS : '+'}${formatAmount(record.amount, options.exact ? { exact: true } : { trim: true })} ${record.coin}`;
}
