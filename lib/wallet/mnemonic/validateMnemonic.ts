import { validateMnemonic as hasValidChecksum } from '@scure/bip39';
// See generateMnemonic: the word list is imported only by these two files.
import { wordlist } from '@scure/bip39/wordlists/english';
import { MNEMONIC_WORD_COUNT } from './generateMnemonic';
import { splitMnemonic } from './splitMnemonic';

export type MnemonicValidation =
  /** `mnemonic` is the normalised phrase, ready for `deriveAccount` and the vault. */
  | { ok: true; mnemonic: string }
  /** Not exactly 12 words (SPEC §5: "needs a complete phrase"). */
  | { ok: false; reason: 'incomplete'; wordCount: number }
  /** Words outside the English BIP-39 list, by 0-based position; `index` is the first of them. */
  | { ok: false; reason: 'unknownWord'; index: number; indices: number[] }
  /** Twelve known words whose checksum does not match: a word is wrong or two are swapped. */
  | { ok: false; reason: 'checksum' };

const WORDS = new Set(wordlist);

/**
 * Checks a typed or pasted mnemonic before import: 12 words, every word in the English BIP-39 list,
 * and a valid checksum — in that order, so the reason names the first thing the user should fix.
 * Input is normalised first (see `normaliseMnemonic`), so case and extra spaces do not matter.
 *
 * @example validateMnemonic('test test test test test test test test test test test junk') // { ok: true, mnemonic: '…' }
 * @example validateMnemonic('test test') // { ok: false, reason: 'incomplete', wordCount: 2 }
 * @example validateMnemonic(['tset', ...eleven]) // { ok: false, reason: 'unknownWord', index: 0, indices: [0] }
 */
export function validateMnemonic(input: string | readonly string[]): MnemonicValidation {
  // From the 12 boxes an empty box would otherwise shift the later words left.
  if (typeof input !== 'string' && input.some((word) => word.trim() === '')) {
    return { ok: false, reason: 'incomplete', wordCount: input.filter((word) => word.trim() !== '').length };
  }
  const words = splitMnemonic(input);
  if (words.length !== MNEMONIC_WORD_COUNT) return { ok: false, reason: 'incomplete', wordCount: words.length };
  const indices = words.flatMap((word, index) => (WORDS.has(word) ? [] : [index]));
  if (indices.length > 0) return { ok: false, reason: 'unknownWord', index: indices[0], indices };
  const mnemonic = words.join(' ');
  if (!hasValidChecksum(mnemonic, wordlist)) return { ok: false, reason: 'checksum' };
  return { ok: true, mnemonic };
}
