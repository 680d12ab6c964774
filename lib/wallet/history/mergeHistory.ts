import type { HistoryEntry } from './historyEntry';

/**
 * The history shown: the explorer's lines, plus the device's own sends the explorer does not list
 * yet (waiting or pending, or all of them when no explorer is configured), newest first. For a
 * hash both know, the explorer's line wins: it is the chain's word on the status.
 *
 * @example mergeHistory(await fetchExplorerHistory(…), localSends.map(localSendEntry))
 */
export function mergeHistory(remote: readonly HistoryEntry[], local: readonly HistoryEntry[]): HistoryEntry[] {
  const known = new Set(remote.map((entry) => `${entry.hash.toLowerCase()}:${entry.token?.toLowerCase() ?? ''}`));
  const knownHashes = new Set(remote.map((entry) => entry.hash.toLowerCase()));
  const extra = local.filter((entry) => !known.has(`${entry.hash.toLowerCase()}:${entry.token?.toLowerCase() ?? ''}`) && !knownHashes.has(entry.hash.toLowerCase()));
  return [...remote, ...extra].sort((a, b) => b.time - a.time);
}
