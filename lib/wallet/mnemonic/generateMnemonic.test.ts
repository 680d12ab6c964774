/** @jest-environment node */
import { mnemonicToEntropy } from '@scure/bip39';
import { wordlist } from '@scure/bip39/wordlists/english';
import { generateMnemonic, MNEMONIC_WORD_COUNT } from './generateMnemonic';
import { validateMnemonic } from './validateMnemonic';

describe('generateMnemonic', () => {
  it('makes 12 known words with a valid checksum', () => {
    const mnemonic = generateMnemonic();
    const words = mnemonic.split(' ');
    expect(words).toHaveLength(MNEMONIC_WORD_COUNT);
    expect(words.every((word) => wordlist.includes(word))).toBe(true);
    expect(validateMnemonic(mnemonic)).toEqual({ ok: true, mnemonic });
    expect(mnemonicToEntropy(mnemonic, wordlist)).toHaveLength(16); // 128 bits
  });

  it('draws fresh entropy each time', () => {
    const seen = new Set(Array.from({ length: 20 }, () => generateMnemonic()));
    expect(seen.size).toBe(20);
  });
});
