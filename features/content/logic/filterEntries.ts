/**
 * Discover entries whose name or description contains the query (case- and accent-insensitive,
 * any script); all of them for a blank query.
 *
 * @example filterEntries(entries, 'uni') // [Uniswap]
 */
export function filterEntries<T extends { name: string; description: string }>(entries: readonly T[], query: string): T[] {
  const needle = fold(query.trim());
  if (!needle) return [...entries];
  return entries.filter((entry) => fold(entry.name).includes(needle) || fold(entry.description).includes(needle));
}

function fold(text: string): string {
  return text.normalize('NFKD').replace(/\p{M}/gu, '').toLocaleLowerCase();
}
