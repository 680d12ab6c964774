import { recordTitleKey } from './recordTitleKey';

describe('recordTitleKey', () => {
  it('names a red envelope refund apart from a share received; other records by type', () => {
    expect(recordTitleKey({ type: 10, kind: 'redEnvelopeRefund' })).toBe('envelopeRefund');
    expect(recordTitleKey({ type: 10, kind: 'redEnvelope' })).toBe('types.10');
    expect(recordTitleKey({ type: 9, kind: 'redEnvelope' })).toBe('types.9');
  });
});
