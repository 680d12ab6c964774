import type { NoticeKind } from '../../../features/cloudWallet/contract/walletRules';

/** The English text of each notice kind a feature adds, from the notice's params. */
export type NoticeTexts = Partial<Readonly<Record<NoticeKind, (params: Record<string, string>) => string>>>;

/**
 * The English text of a notice, for clients without the message keys; screens word it themselves
 * from `notices.<kind>` with the same params. Each feature declares the texts of the notices it adds
 * (its registration's `noticeTexts`); a kind none declares gets a generic line, not an error.
 *
 * @example noticeText(texts, 'transferReceived', { coin: 'USDT', amount: '5', from: '12345678' }) // 'You received 5 USDT from 12345678.'
 */
export function noticeText(texts: NoticeTexts, kind: NoticeKind, params: Record<string, string>): string {
  return texts[kind]?.(params) ?? 'You have a new notice.';
}
