import type { NoticeTexts } from '../../core/notices/noticeText';

/** The English text of the cloud wallet's notices. */
export const CLOUD_WALLET_NOTICE_TEXTS: NoticeTexts = {
  transferReceived: (params) => `You received ${params.amount} ${params.coin} from ${params.from}.`,
  credited: (params) => `${params.amount} ${params.coin} was credited to your account.`,
};
