import { recordTitleKey } from './recordTitleKey';

describe('recordTitleKey', () => {
  it('names a red envelope refund apart from a share received; other records by type', () => {
    expect(recordTitleKey({ type: 10, kind: 'redEnvelopeRefund' })).toBe('envelopeRefund');
    expect(recordTitleKey({ type: 10, kind: 'redEnvelope' })).toBe('types.10');
    expect(recordTitleKey({ type: 9, kind: 'redEnvelope' })).toBe('types.9');
  });

  it('says which way a wealth record (type 4) went', () => {
    expect(recordTitleKey({ type: 4, kind: 'wealthOrder' })).toBe('wealthOrder');
    expect(recordTitleKey({ type: 4, kind: 'wealthPayout' })).toBe('wealthPayout');
  });
});
