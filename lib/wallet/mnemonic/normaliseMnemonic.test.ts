import { normaliseMnemonic } from './normaliseMnemonic';
import { splitMnemonic } from './splitMnemonic';

describe('normaliseMnemonic', () => {
  it('trims, lower-cases and collapses every kind of space', () => {
    expect(normaliseMnemonic('  Test\u3000TEST\n\t test\u00a0 junk\u200b ')).toBe('test test test junk');
  });

  it('joins the words of the entry boxes', () => {
    expect(normaliseMnemonic(['Abandon ', '', ' about'])).toBe('abandon about');
  });

  it('applies NFKD, as BIP-39 does before hashing', () => {
    // Full-width letters and a precomposed accent (the latter only matters for non-English lists).
    expect(normaliseMnemonic('ｔｅｓｔ')).toBe('test');
    expect(normaliseMnemonic('caf\u00e9')).toBe('cafe\u0301');
  });

  it('returns an empty string for nothing', () => {
    expect(normaliseMnemonic('   ')).toBe('');
    expect(splitMnemonic('')).toEqual([]);
  });
});
