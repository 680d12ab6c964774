import { addressEntryProblems } from './addressEntryProblems';

const ADDRESS = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266';

describe('addressEntryProblems', () => {
  it('accepts a name of 1 to 32 characters and an address', () => {
    expect(addressEntryProblems({ name: 'A', address: ADDRESS })).toEqual({});
    expect(addressEntryProblems({ name: 'n'.repeat(32), address: ADDRESS })).toEqual({});
  });

  it('counts as the server does (UTF-16 units): 32 CJK characters fit, 17 emoji do not', () => {
    expect(addressEntryProblems({ name: '钱'.repeat(32), address: ADDRESS })).toEqual({});
    expect(addressEntryProblems({ name: '🙂'.repeat(16), address: ADDRESS })).toEqual({});
    expect(addressEntryProblems({ name: '🙂'.repeat(17), address: ADDRESS })).toEqual({ name: 'tooLong' });
  });

  it('refuses a name with text-direction controls, invisible characters or a lone surrogate, as the server does', () => {
    for (const name of ['invoice\u202Etxt.exe', 'Bob\u200F', 'Bo\uFEFFb', '\uDC00Bob']) {
      expect(addressEntryProblems({ name, address: ADDRESS })).toEqual({ name: 'hiddenCharacters' });
    }
    expect(addressEntryProblems({ name: 'محفظة 👨\u200D👩\u200D👧', address: ADDRESS })).toEqual({});
  });

  it('wants both fields, blank space not counting', () => {
    expect(addressEntryProblems({ name: '  ', address: ' ' })).toEqual({ name: 'empty', address: 'empty' });
  });

  it('refuses a name over 32 characters and an address over 128', () => {
    expect(addressEntryProblems({ name: 'n'.repeat(33), address: 'a'.repeat(129) })).toEqual({ name: 'tooLong', address: 'tooLong' });
  });
});
