import { splitMnemonic } from './splitMnemonic';

export type WordQuestion = {
  /** 0-based position in the mnemonic; the screen shows `index + 1`. */
  index: number;
  /** Shuffled: the right word and `optionCount − 1` others, all distinct. */
  options: string[];
};

/**
 * The backup confirmation's questions: for each asked position, the right word among others in
 * random order. The other words come from the mnemonic itself first (so they look just as
 * plausible), then from `fillers` (e.g. the BIP-39 word list) when the phrase repeats words.
 *
 * @example buildWordChoices(words, [1, 4, 7], { fillers: wordlist }) // [{ index: 1, options: ['wave', 'winner', …] }, …]
 * @throws {RangeError} when there are not enough distinct words to fill the options.
 */
export function buildWordChoices(
  mnemonic: string | readonly string[],
  asked: readonly number[],
  options: { optionCount?: number; fillers?: readonly string[]; random?: () => number } = {},
): WordQuestion[] {
  const { optionCount = 4, fillers = [], random = secureRandom } = options;
  const words = splitMnemonic(mnemonic);
  return asked.map((index) => {
    const right = words[index];
    if (right === undefined) throw new RangeError(`No word at position ${index}`);
    const others = shuffle([...new Set(words)].filter((word) => word !== right), random);
    const extra = shuffle(fillers.filter((word) => word !== right && !others.includes(word)), random);
    const wrong = [...others, ...extra].slice(0, optionCount - 1);
    if (wrong.length < optionCount - 1) throw new RangeError('Not enough distinct words for the options');
    return { index, options: shuffle([right, ...wrong], random) };
  });
}

function shuffle<T>(items: T[], random: () => number): T[] {
  for (let i = items.length - 1; i > 0; i--) {
    const j = Math.floor(random() * (i + 1));
    [items[i], items[j]] = [items[j], items[i]];
  }
  return items;
}

function secureRandom(): number {
  return globalThis.crypto.getRandomValues(new Uint32Array(1))[0] / 2 ** 32;
}
