/**
 * Rules for the free text that screens show to the user or to other users (account names,
 * address-book names, transfer memos, wallet names), as plain data so a screen can check a field
 * as the user types without loading a schema library, and the server enforces the same rules.
 *
 * Such text is refused, never silently cleaned: the user sees why, and what is stored is what
 * was typed.
 */

/**
 * Bidirectional controls: embeddings and overrides U+202A–U+202E (LRE, RLE, PDF, LRO, RLO),
 * isolates U+2066–U+2069 (LRI, RLI, FSI, PDI) and the marks U+200E, U+200F, U+061C (LRM, RLM,
 * ALM). An RLO shows "txt.exe" as "exe.txt"; a mark moves the digits or punctuation next to it
 * ("Trojan Source"). Arabic needs none of them to be typed: the bidi algorithm orders it itself.
 */
export const BIDI_CONTROL = /[\u061C\u200E\u200F\u202A-\u202E\u2066-\u2069]/u;

/**
 * Invisible characters that make two names look alike or hide text: zero width space U+200B,
 * word joiner and invisible operators U+2060–U+2064, the deprecated format controls
 * U+206A–U+206F and U+FEFF (zero width no-break space, the BOM). Not ZWNJ U+200C nor ZWJ U+200D:
 * Hindi and Persian words and emoji sequences (👩\u200D💻) need them.
 */
export const INVISIBLE_CHARACTER = /[\u200B\u2060-\u2064\u206A-\u206F\uFEFF]/u;

/**
 * A name that people read as a name (an account name, a person's name) holds at least one letter
 * of some script: Latin, Chinese, Arabic, Devanagari, Thai, Hangul... (Unicode category L). Digits
 * and signs alone ("-1", "007", "...") are refused: they read as a number or an amount, and digits
 * could pass for an account id.
 */
export const NAME_LETTER = /\p{L}/u;
export const NAME_LETTER_REASON = 'must contain a letter';

/** Half of a UTF-16 surrogate pair on its own: no character at all, and UTF-8 (so PostgreSQL) cannot hold it. */
export const LONE_SURROGATE = /\p{Surrogate}/u;

export type HiddenCharacterProblem = 'loneSurrogate' | 'bidiControl' | 'invisibleCharacter';

/** The server's English `reason` for each problem (errors.validation.invalid). */
export const HIDDEN_CHARACTER_REASONS: Record<HiddenCharacterProblem, string> = {
  loneSurrogate: 'must not contain a lone UTF-16 surrogate (a broken character)',
  bidiControl: 'must not contain text-direction controls (U+202A–U+202E, U+2066–U+2069, U+200E, U+200F, U+061C)',
  invisibleCharacter: 'must not contain invisible characters (U+200B, U+2060–U+2064, U+206A–U+206F, U+FEFF)',
};

/**
 * Why `text` would not show as what it is, or null when it shows as typed.
 *
 * @example hiddenCharacterProblem('invoice\u202Etxt.exe') // 'bidiControl': it shows as "invoiceexe.txt"
 * @example hiddenCharacterProblem('👩\u200D💻 محفظة') // null
 */
export function hiddenCharacterProblem(text: string): HiddenCharacterProblem | null {
  if (LONE_SURROGATE.test(text)) return 'loneSurrogate';
  if (BIDI_CONTROL.test(text)) return 'bidiControl';
  if (INVISIBLE_CHARACTER.test(text)) return 'invisibleCharacter';
  return null;
}
