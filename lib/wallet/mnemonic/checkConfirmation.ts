import { splitMnemonic } from './splitMnemonic';

/** The spec's text for a wrong selection (SPEC §5); the screen shows its translation. */
export const CONFIRMATION_ERROR = 'Validation error';

export type ConfirmationAnswer = { /** 0-based position in the mnemonic. */ index: number; word: string };

export type ConfirmationResult =
  | { ok: true }
  | { ok: false; error: typeof CONFIRMATION_ERROR; /** Asked positions answered wrongly or not at all. */ wrong: number[] };

/**
 * Checks the words the user chose during backup against the mnemonic. Pass the positions that were
 * asked (from `pickConfirmationIndices`) so an unanswered one fails too; without them every given
 * answer must be right and at least one must be given, never a vacuous success. Case and surrounding
 * spaces in an answer do not matter.
 *
 * @example checkConfirmation(words, [{ index: 1, word: 'winner' }, { index: 4, word: 'wave' }], [1, 4]) // { ok: true }
 * @example checkConfirmation(words, [{ index: 1, word: 'wave' }], [1, 4]) // { ok: false, error: 'Validation error', wrong: [1, 4] }
 */
export function checkConfirmation(
  mnemonic: string | readonly string[],
  answers: readonly ConfirmationAnswer[],
  asked: readonly number[] = answers.map(({ index }) => index),
): ConfirmationResult {
  const words = splitMnemonic(mnemonic);
  if (asked.length === 0) return { ok: false, error: CONFIRMATION_ERROR, wrong: [] };
  const positions = [...new Set([...asked, ...answers.map(({ index }) => index)])].sort((a, b) => a - b);
  const wrong = positions.filter((index) => {
    const given = answers.filter((answer) => answer.index === index);
    if (given.length === 0 || words[index] === undefined) return true;
    return given.some(({ word }) => splitMnemonic(word).join(' ') !== words[index]);
  });
  return wrong.length === 0 ? { ok: true } : { ok: false, error: CONFIRMATION_ERROR, wrong };
}
