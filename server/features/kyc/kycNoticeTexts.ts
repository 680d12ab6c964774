import type { NoticeTexts } from '../../core/notices/noticeText';

/** The English text of the KYC, stock application and feedback notices. */
export const KYC_NOTICE_TEXTS: NoticeTexts = {
  kycApproved: (params) => `Your identity verification was approved: KYC level ${params.level}${params.qualified === 'yes' ? ', qualified investor' : ''}.`,
  kycRejected: (params) => `Your identity verification (level ${params.level}) was rejected: ${params.reason}`,
  stockReviewed: (params) => `Your stock pre-purchase application was ${params.review === 'accepted' ? 'accepted' : 'declined'}.`,
  feedbackAnswered: () => 'Support answered your feedback.',
};
