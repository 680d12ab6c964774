// Separators a paste can bring besides ASCII whitespace: no-break, ideographic and zero-width spaces.
const SEPARATORS = /[\s\u00a0\u2000-\u200d\u202f\u205f\u3000\ufeff]+/u;

/**
 * The words of a typed or pasted mnemonic, normalised as BIP-39 hashes them: Unicode NFKD, lower case,
 * split on any run of whitespace (including no-break, ideographic and zero-width spaces); empty
 * entries dropped. Takes the phrase as one string or as the words of the 12 entry boxes.
 *
 * @example splitMnemonic(' Legal  winner ') // ['legal', 'winner']
 */
export function splitMnemonic(input: string | readonly string[]): string[] {
  const text = typeof input === 'string' ? input : input.join(' ');
  return text
    .normalize('NFKD')
    .toLowerCase()
    .split(SEPARATORS)
    .filter((word) => word !== '');
}
