import type { Address } from 'viem';
import { lookAlikeOf } from '@/lib/addressLookAlike';
import type { HistoryEntry } from './historyEntry';

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
