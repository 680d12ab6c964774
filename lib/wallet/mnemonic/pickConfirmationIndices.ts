import { MNEMONIC_WORD_COUNT } from './generateMnemonic';

/** How many words the backup confirmation asks for by default. */
export const CONFIRMATION_WORD_COUNT = 4;

/**
 * Chooses which words the user must confirm after writing the mnemonic down (SPEC §4: "confirm by
 * choosing words by serial number"): `count` distinct positions, uniformly at random from
 * `crypto.getRandomValues`, sorted ascending. Positions are 0-based; the screen shows `index + 1`.
 *
 * @example pickConfirmationIndices() // [1, 4, 7, 10]
 * @example pickConfirmationIndices({ count: 3 }) // [0, 5, 11]
 * @throws {RangeError} when `count` is not an integer between 1 and `wordCount`.
 */
export function pickConfirmationIndices(
  options: { count?: number; wordCount?: number; getRandomValues?: (array: Uint32Array) => Uint32Array } = {},
): number[] {
  const { count = CONFIRMATION_WORD_COUNT, wordCount = MNEMONIC_WORD_COUNT } = options;
  const getRandomValues = options.getRandomValues ?? ((array: Uint32Array) => globalThis.crypto.getRandomValues(array));
  if (!Number.isInteger(wordCount) || wordCount < 1) throw new RangeError(`Invalid word count: ${wordCount}`);
  if (!Number.isInteger(count) || count < 1 || count > wordCount) throw new RangeError(`Invalid confirmation count: ${count}`);
  // Partial Fisher–Yates shuffle: the first `count` slots end up a uniform random sample.
  const positions = Array.from({ length: wordCount }, (_, index) => index);
  for (let i = 0; i < count; i++) {
    const j = i + randomBelow(wordCount - i, getRandomValues);
    [positions[i], positions[j]] = [positions[j], positions[i]];
  }
  return positions.slice(0, count).sort((a, b) => a - b);
}

/** A uniform integer in [0, bound), by rejection so no value is favoured by the modulo. */
function randomBelow(bound: number, getRandomValues: (array: Uint32Array) => Uint32Array): number {
  const limit = 2 ** 32 - (2 ** 32 % bound);
  const buffer = new Uint32Array(1);
  for (;;) {
    const value = getRandomValues(buffer)[0];
    if (value < limit) return value % bound;
  }
}
