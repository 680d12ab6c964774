import en from '@/lib/i18n/generated/en.json';
import { recordTitleKey } from './recordTitleKey';

const titles = en.recordTitles as Record<string, string>;
const has = (key: string) => key.startsWith('recordTitles.') && key.slice('recordTitles.'.length) in titles;

describe('recordTitleKey', () => {
  it('names a red envelope refund apart from a share received; other records by type', () => {
    expect(recordTitleKey({ type: 10, kind: 'redEnvelopeRefund' }, has)).toBe('recordTitles.redEnvelopeRefund');
    expect(recordTitleKey({ type: 10, kind: 'redEnvelope' }, has)).toBe('records.types.10');
    expect(recordTitleKey({ type: 9, kind: 'redEnvelope' }, has)).toBe('records.types.9');
  });

  it('says which way a wealth record (type 4) went', () => {
    expect(recordTitleKey({ type: 4, kind: 'wealthOrder' }, has)).toBe('recordTitles.wealthOrder');
    expect(recordTitleKey({ type: 4, kind: 'wealthPayout' }, has)).toBe('recordTitles.wealthPayout');
  });

  it("takes the title a feature gave its kind in its own messages, the type's name otherwise", () => {
    expect(recordTitleKey({ type: 13, kind: 'tokenPurchase' }, has)).toBe('recordTitles.tokenPurchase');
    expect(recordTitleKey({ type: 3, kind: 'swap' }, has)).toBe('records.types.3');
    expect(titles.tokenPurchase).toBe('Token purchase');
  });
});
