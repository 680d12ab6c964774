import { generateMnemonic as generateBip39Mnemonic } from '@scure/bip39';
// The English word list (about 13 kB) is imported only here and in validateMnemonic, so the screens that
// create or import a wallet can load it lazily.
import { wordlist } from '@scure/bip39/wordlists/english';

/** Words in a wallet's mnemonic (SPEC §9). */
export const MNEMONIC_WORD_COUNT = 12;

/**
 * Generates a new 12-word BIP-39 mnemonic (128 bits of entropy from `crypto.getRandomValues`, English
 * word list). The result is secret: keep it in memory and hand it only to the vault.
 *
 * @example generateMnemonic() // 'legal winner thank year wave sausage worth useful legal winner thank yellow'
 */
export function generateMnemonic(): string {
  return generateBip39Mnemonic(wordlist, 128);
}
