import { splitMnemonic } from './splitMnemonic';

/**
 * Normalises a typed or pasted mnemonic to the form BIP-39 hashes: Unicode NFKD, lower case, words
 * separated by single spaces, nothing around them. Takes the phrase as one string or as the words of
 * the 12 entry boxes. It does not validate; see `validateMnemonic`.
 *
 * @example normaliseMnemonic('  Test\u3000TEST\n test ') // 'test test test'
 * @example normaliseMnemonic(['Abandon ', ' about']) // 'abandon about'
 */
export function normaliseMnemonic(input: string | readonly string[]): string {
  return splitMnemonic(input).join(' ');
}
