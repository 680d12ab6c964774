import { filterEntries } from './filterEntries';

describe('filterEntries', () => {
  const entries = [
    { name: 'Uniswap', description: 'Swap tokens' },
    { name: 'Café', description: 'Coffee' },
    { name: '借贷', description: '借贷协议' },
  ];
  it('matches name or description, ignoring case and accents', () => {
    expect(filterEntries(entries, 'SWAP').map((e) => e.name)).toEqual(['Uniswap']);
    expect(filterEntries(entries, 'cafe').map((e) => e.name)).toEqual(['Café']);
    expect(filterEntries(entries, '协议').map((e) => e.name)).toEqual(['借贷']);
  });
  it('keeps everything for a blank query and nothing for no match', () => {
    expect(filterEntries(entries, '  ')).toHaveLength(3);
    expect(filterEntries(entries, 'zzz')).toEqual([]);
  });
});
