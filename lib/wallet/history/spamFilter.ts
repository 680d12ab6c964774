import type { Address } from 'viem';
import type { HistoryEntry } from './historyEntry';

const ADDRESS = /^0x[0-9a-fA-F]{40}$/;
/** How many hex digits at each end a look-alike copies: what a shortened address shows (0x1234…abcd). */
const ENDS = 4;

/**
 * Whether `a` looks like `b` without being it: the same first and last four hex digits (what a
 * shortened address shows), any case, but another address. Address poisoning makes such addresses
 * on purpose so that a user copies the fake one from their history.
 *
 * @example resembles('0x1234aaaa…abcd', '0x1234bbbb…abcd') // true
 */
export function resembles(a: string, b: string): boolean {
  if (!ADDRESS.test(a) || !ADDRESS.test(b)) return false;
  const x = a.toLowerCase();
  const y = b.toLowerCase();
  return x !== y && x.slice(2, 2 + ENDS) === y.slice(2, 2 + ENDS) && x.slice(-ENDS) === y.slice(-ENDS);
}

/**
 * The first of `known` that `candidate` resembles (see `resembles`), or null — also null when
 * `candidate` is itself one of `known` (an address dealt with before is not a new look-alike).
 *
 * @example lookAlikeOf(recipient, sentTo) // '0x1234…abcd' of a past send, or null
 */
export function lookAlikeOf(candidate: string, known: readonly string[]): string | null {
  if (known.some((address) => address.toLowerCase() === candidate.toLowerCase())) return null;
  return known.find((address) => resembles(candidate, address)) ?? null;
}

/**
 * Splits a history into what is shown by default and what is hidden as probable spam:
 * - an incoming transfer of a token with no list entry (`knownTokens`: the bundled list and the
 *   user's custom tokens, lower-case addresses) — airdropped scam tokens (what the owner sent is theirs);
 * - a zero-value transfer whose counterparty resembles the counterparty of a real (non-zero)
 *   transfer in the same history — address poisoning.
 * Both keep their order; the screen offers to show the hidden ones.
 *
 * @example const { shown, hidden } = splitSpam(entries, owner, new Set(list.map((t) => t.address.toLowerCase())))
 */
export function splitSpam(entries: readonly HistoryEntry[], owner: Address, knownTokens: ReadonlySet<string>): { shown: HistoryEntry[]; hidden: HistoryEntry[] } {
  const self = owner.toLowerCase();
  const counterparty = (entry: HistoryEntry) => (entry.from.toLowerCase() === self ? entry.to : entry.from);
  const real = [...new Set(entries.filter((entry) => entry.amount > 0n).map((entry) => counterparty(entry).toLowerCase()))];
  const shown: HistoryEntry[] = [];
  const hidden: HistoryEntry[] = [];
  for (const entry of entries) {
    const unlisted = entry.token !== undefined && entry.from.toLowerCase() !== self && !knownTokens.has(entry.token.toLowerCase());
    const poisoned = entry.amount === 0n && lookAlikeOf(counterparty(entry), real) !== null;
    (unlisted || poisoned ? hidden : shown).push(entry);
  }
  return { shown, hidden };
}
