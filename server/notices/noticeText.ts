import type { NoticeKind } from '../../features/cloudWallet/contract/walletRules';

const SECURITY_TEXT: Record<string, string> = {
  payPasswordSet: 'Your pay password was set.',
  payPasswordChanged: 'Your pay password was changed.',
  payPasswordReset: 'Your pay password was reset by SMS code.',
  googleEnabled: 'Google verification was turned on.',
  passwordChanged: 'Your login password was changed; other devices were logged out.',
};

/**
 * The English text of a notice, for clients without the message keys; screens word it themselves
 * from `notices.<kind>` with the same params. Unknown changes get a generic line, not an error.
 *
 * @example noticeText('transferReceived', { coin: 'USDT', amount: '5', from: '12345678' }) // 'You received 5 USDT from 12345678.'
 */
export function noticeText(kind: NoticeKind, params: Record<string, string>): string {
  switch (kind) {
    case 'transferReceived':
      return `You received ${params.amount} ${params.coin} from ${params.from}.`;
    case 'credited':
      return `${params.amount} ${params.coin} was credited to your account.`;
    case 'envelopeClaimed':
      return `${params.name} claimed ${params.amount} ${params.coin} from your red envelope (${params.claimed}/${params.quantity}).`;
    case 'envelopeRefunded':
      return `${params.amount} ${params.coin} left unclaimed in your expired red envelope came back to your account.`;
    case 'kycApproved':
      return `Your identity verification was approved: KYC level ${params.level}${params.qualified === 'yes' ? ', qualified investor' : ''}.`;
    case 'kycRejected':
      return `Your identity verification (level ${params.level}) was rejected: ${params.reason}`;
    case 'stockReviewed':
      return `Your stock pre-purchase application was ${params.review === 'accepted' ? 'accepted' : 'declined'}.`;
    case 'feedbackAnswered':
      return 'Support answered your feedback.';
    case 'depositCredited':
      return `Your deposit of ${params.amount} ${params.coin} was credited after its confirmations.`;
    case 'withdrawalConfirmed':
      return `Your withdrawal of ${params.amount} ${params.coin} was confirmed on chain.`;
    case 'withdrawalFailed':
      return `Your withdrawal of ${params.amount} ${params.coin} did not go through; the amount and fee are back in your account.`;
    case 'wealthMatured':
      return `Your wealth order matured: ${params.amount} ${params.coin}, principal and interest, is back in your account.`;
    case 'securityChanged':
      return SECURITY_TEXT[params.change] ?? 'A security setting of your account changed.';
  }
}
