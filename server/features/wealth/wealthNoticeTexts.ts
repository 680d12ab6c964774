import type { NoticeTexts } from '../../core/notices/noticeText';

/** The English text of the wealth notices. */
export const WEALTH_NOTICE_TEXTS: NoticeTexts = {
  wealthMatured: (params) => `Your wealth order matured: ${params.amount} ${params.coin}, principal and interest, is back in your account.`,
};
