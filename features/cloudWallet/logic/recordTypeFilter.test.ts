import { RECORD_TYPE_NUMBERS } from '@/features/cloudWallet/contract/walletRules';
import { recordTypeFilter } from './recordTypeFilter';

describe('recordTypeFilter', () => {
  it('takes every named spec type', () => {
    for (const type of RECORD_TYPE_NUMBERS) expect(recordTypeFilter(String(type))).toBe(type);
    expect(RECORD_TYPE_NUMBERS).toHaveLength(14);
  });

  it('is all types for empty, unnamed, out-of-range or malformed values', () => {
    for (const value of ['', null, undefined, '0', '5', '6', '17', '2.0', ' 2', '1e1', 'cloudIn']) expect(recordTypeFilter(value)).toBeUndefined();
  });
});
