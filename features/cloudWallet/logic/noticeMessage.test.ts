import { SECURITY_CHANGES } from '@/features/cloudWallet/contract/walletRules';
import en from '@/lib/i18n/generated/en.json';
import { noticeMessage } from './noticeMessage';

describe('noticeMessage', () => {
  it('words a received transfer with the formatted amount, coin and sender', () => {
    expect(noticeMessage({ kind: 'transferReceived', params: { coin: 'USDT', amount: '1234.500', from: '12345678', id: '9' } })).toEqual({
      key: 'transferReceived',
      values: { amount: '1,234.5', coin: 'USDT', from: '12345678' },
    });
  });

  it('words a credit', () => {
    expect(noticeMessage({ kind: 'credited', params: { coin: 'ETH', amount: '0.25', id: '3' } })).toEqual({ key: 'credited', values: { amount: '0.25', coin: 'ETH' } });
  });

  it('words the red envelope notices (claimed by someone, refunded)', () => {
    expect(
      noticeMessage({ kind: 'envelopeClaimed', params: { coin: 'USDT', amount: '3.500', name: 'A***e', envelopeId: '4', claimed: '1', quantity: '3' } }),
    ).toEqual({ key: 'envelopeClaimed', values: { amount: '3.5', coin: 'USDT', name: 'A***e', claimed: '1', quantity: '3' } });
    expect(noticeMessage({ kind: 'envelopeRefunded', params: { coin: 'USDT', amount: '2', envelopeId: '4' } })).toEqual({ key: 'envelopeRefunded', values: { amount: '2', coin: 'USDT' } });
    expect(noticeMessage({ kind: 'envelopeClaimed', params: { coin: 'USDT', amount: '1' } })).toBeNull();
  });

  it('words a wealth order that matured', () => {
    expect(noticeMessage({ kind: 'wealthMatured', params: { coin: 'USDT', amount: '1008.219178', orderId: '3' } })).toEqual({ key: 'wealthMatured', values: { amount: '1,008.219178', coin: 'USDT' } });
    expect(noticeMessage({ kind: 'wealthMatured', params: { orderId: '3' } })).toBeNull();
  });

  it('has a key for every security change, and a general one for a change it does not know', () => {
    for (const change of SECURITY_CHANGES) {
      const message = noticeMessage({ kind: 'securityChanged', params: { change } });
      expect(message).toEqual({ key: `securityChanged.${change}`, values: {} });
      expect(Object.keys(en.notices.securityChanged)).toContain(change);
    }
    expect(noticeMessage({ kind: 'securityChanged', params: { change: 'somethingNew' } })).toEqual({ key: 'securityChangedOther', values: {} });
    expect(noticeMessage({ kind: 'securityChanged', params: {} })).toEqual({ key: 'securityChangedOther', values: {} });
  });

  it('gives null (the server text is shown) for an unknown kind or params the wording needs but lacks', () => {
    expect(noticeMessage({ kind: 'somethingElse' as never, params: {} })).toBeNull();
    expect(noticeMessage({ kind: 'credited', params: { coin: 'ETH' } })).toBeNull();
    expect(noticeMessage({ kind: 'credited', params: { coin: 'ETH', amount: 'lots' } })).toBeNull();
    expect(noticeMessage({ kind: 'transferReceived', params: { coin: 'ETH', amount: '1' } })).toBeNull();
  });

  it('words KYC reviews and the forms\' answers', () => {
    expect(noticeMessage({ kind: 'kycApproved', params: { level: '3', qualified: 'yes' } })).toEqual({ key: 'kycApprovedQualified', values: { level: '3' } });
    expect(noticeMessage({ kind: 'kycApproved', params: { level: '2', qualified: 'no' } })).toEqual({ key: 'kycApproved', values: { level: '2' } });
    expect(noticeMessage({ kind: 'kycRejected', params: { level: '1', reason: 'Blurred photo' } })).toEqual({ key: 'kycRejected', values: { level: '1', reason: 'Blurred photo' } });
    expect(noticeMessage({ kind: 'kycRejected', params: { level: '1' } })).toBeNull();
    expect(noticeMessage({ kind: 'stockReviewed', params: { review: 'declined' } })).toEqual({ key: 'stockDeclined', values: {} });
  });

  it('uses only keys that exist in the English messages', () => {
    const keys = ['transferReceived', 'credited', 'securityChangedOther', 'envelopeClaimed', 'envelopeRefunded', 'kycApproved', 'kycApprovedQualified', 'kycRejected', 'stockAccepted', 'stockDeclined', 'feedbackAnswered', 'wealthMatured'];
    for (const key of keys) expect(en.notices).toHaveProperty(key);
  });
});
