import type { NoticeTexts } from '../../core/notices/noticeText';

/** The English text of the deposit and withdrawal notices. */
export const CUSTODY_NOTICE_TEXTS: NoticeTexts = {
  depositCredited: (params) => `Your deposit of ${params.amount} ${params.coin} was credited after its confirmations.`,
  withdrawalConfirmed: (params) => `Your withdrawal of ${params.amount} ${params.coin} was confirmed on chain.`,
  withdrawalFailed: (params) => `Your withdrawal of ${params.amount} ${params.coin} did not go through; the amount and fee are back in your account.`,
};
