import type { Notice } from '@/features/cloudWallet/contract/walletApi';
import { NOTICE_KINDS, SECURITY_CHANGES } from '@/features/cloudWallet/contract/walletRules';
import { formatAmount } from '@/lib/format/formatAmount';

/** A message key under `notices.` and its ICU values. */
export type NoticeMessage = { key: string; values: Record<string, string> };

/**
 * How a notice is worded from its `kind` and `params` (messages `notices.*`): the key and the
 * values, the amount formatted for display. A security change the client does not know reads
 * `securityChangedOther`; a kind it does not know, or params missing what the wording needs, give
 * null, and the screen shows the server's English `text` instead of a sentence with holes.
 *
 * @example noticeMessage({ kind: 'credited', params: { coin: 'USDT', amount: '100.50', id: '7' } }) // { key: 'credited', values: { coin: 'USDT', amount: '100.5' } }
 * @example noticeMessage({ kind: 'securityChanged', params: { change: 'googleEnabled' } }) // { key: 'securityChanged.googleEnabled', values: {} }
 */
export function noticeMessage(notice: Pick<Notice, 'kind' | 'params'>): NoticeMessage | null {
  const { kind, params } = notice;
  if (!(NOTICE_KINDS as readonly string[]).includes(kind)) return null;
  if (kind === 'securityChanged') {
    const change = params.change ?? '';
    return (SECURITY_CHANGES as readonly string[]).includes(change) ? { key: `securityChanged.${change}`, values: {} } : { key: 'securityChangedOther', values: {} };
  }
  if (kind === 'kycApproved') return params.level ? { key: params.qualified === 'yes' ? 'kycApprovedQualified' : 'kycApproved', values: { level: params.level } } : null;
  if (kind === 'kycRejected') return params.level && params.reason ? { key: 'kycRejected', values: { level: params.level, reason: params.reason } } : null;
  if (kind === 'stockReviewed') return { key: params.review === 'accepted' ? 'stockAccepted' : 'stockDeclined', values: {} };
  if (kind === 'feedbackAnswered') return { key: 'feedbackAnswered', values: {} };
  const amount = amountText(params.amount);
  if (!amount || !params.coin) return null;
  if (kind === 'credited') return { key: 'credited', values: { amount, coin: params.coin } };
  if (kind === 'depositCredited' || kind === 'withdrawalConfirmed' || kind === 'withdrawalFailed') return { key: kind, values: { amount, coin: params.coin } };
  if (kind === 'wealthMatured') return { key: 'wealthMatured', values: { amount, coin: params.coin } };
  if (kind === 'envelopeRefunded') return { key: 'envelopeRefunded', values: { amount, coin: params.coin } };
  if (kind === 'envelopeClaimed') {
    if (!params.name || !params.claimed || !params.quantity) return null;
    return { key: 'envelopeClaimed', values: { amount, coin: params.coin, name: params.name, claimed: params.claimed, quantity: params.quantity } };
  }
  if (!params.from) return null;
  return { key: 'transferReceived', values: { amount, coin: params.coin, from: params.from } };
}

function amountText(amount: string | undefined): string | null {
  if (!amount) return null;
  try {
    return formatAmount(amount, { trim: true });
  } catch {
    return null;
  }
}
