import type { NoticeTexts } from '../../core/notices/noticeText';

/** The English text of the red envelopes' notices. */
export const RED_ENVELOPE_NOTICE_TEXTS: NoticeTexts = {
  envelopeClaimed: (params) => `${params.name} claimed ${params.amount} ${params.coin} from your red envelope (${params.claimed}/${params.quantity}).`,
  envelopeRefunded: (params) => `${params.amount} ${params.coin} left unclaimed in your expired red envelope came back to your account.`,
};
